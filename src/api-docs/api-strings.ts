/**
 * English labels of the API pages. They move into the shell's translations (src/config/translations/)
 * when the pages are wired into the site.
 */
export const apiStrings = {
  props: 'Props',
  slots: 'Slots',
  classes: 'CSS classes',
  demos: 'Demos',
  import: 'Import',
  properties: 'Properties',
  parameters: 'Parameters',
  returns: 'Returns',
  name: 'Name',
  type: 'Type',
  default: 'Default',
  description: 'Description',
  slotName: 'Slot name',
  ruleName: 'Rule name',
  globalClass: 'Global class',
  required: 'required',
  deprecated: 'Deprecated',
  showFullType: 'Show full type of',
  refNote: 'The `ref` is forwarded to the root element',
  none: 'None.',
} as const;
