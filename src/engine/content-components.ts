/**
 * The authoring vocabulary: JSX tags a content page may use. The renderer maps each one to a
 * component (src/shell/mdx-components.tsx); the loader rejects any other capitalised tag.
 */
export const contentComponentNames = [
  'Callout',
  'CodeTabs',
  'Demo',
  'PlanBadge',
  // Generated reference tables (src/engine/widgets/).
  'ApiMethods',
  'ApiSelectors',
  'GridEvents',
  'LocaleCoverage',
] as const;
export type ContentComponentName = (typeof contentComponentNames)[number];

/** Lower-case HTML tags authors may write inline; anything else should be Markdown. */
export const allowedHtmlTags = ['kbd', 'br', 'sup', 'sub', 'abbr'] as const;

/** Callout kinds. */
export const calloutTypes = ['info', 'success', 'warning', 'error'] as const;
export type CalloutType = (typeof calloutTypes)[number];
