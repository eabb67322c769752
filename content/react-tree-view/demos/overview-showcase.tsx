import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import FolderOpenOutlinedIcon from '@mui/icons-material/FolderOpenOutlined';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { treeItemClasses } from '@mui/x-tree-view/TreeItem';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import {
  findProgrammeItem,
  meetupProgramme,
  moveProgrammeItem,
  renameProgrammeItem,
  type ProgrammeItem,
} from '../../demo-data/meetup-programme';
import { FeatureControls, initialShowcaseOptions } from '../overview-feature-controls';

function describeItems(items: ProgrammeItem[], ids: string[]) {
  if (ids.length === 0) return 'nothing';
  return ids.map((id) => findProgrammeItem(items, id)?.label ?? id).join(', ');
}

function StateLine({ term, live, children }: { term: string; live?: boolean; children: React.ReactNode }) {
  return (
    <Box sx={{ mb: 1.5 }} aria-live={live ? 'polite' : undefined}>
      <Typography variant="subtitle2" component="dt">
        {term}
      </Typography>
      <Typography variant="body2" component="dd" sx={{ m: 0, color: 'text.secondary' }}>
        {children}
      </Typography>
    </Box>
  );
}

export default function OverviewShowcase() {
  const [options, setOptions] = React.useState(initialShowcaseOptions);
  const [items, setItems] = React.useState(meetupProgramme);
  const [expandedItems, setExpandedItems] = React.useState<string[]>(['friday', 'friday-workshops']);
  const [selectedItems, setSelectedItems] = React.useState<string[]>([]);
  const [lastChange, setLastChange] = React.useState('none yet');

  const changeOptions = (next: typeof options) => {
    // Back to single selection: keep the first selected item only, as the tree will show.
    if (!next.multiSelect) setSelectedItems((current) => current.slice(0, 1));
    setOptions(next);
  };

  // The tree reads `multiSelect` once, so a new tree is mounted when it changes (the state lives here, so nothing is lost).
  const selectionMode = options.multiSelect ? 'several' : 'one';
  const treeProps = {
    items,
    isItemDisabled: (item: ProgrammeItem) => item.unavailable === true,
    disabledItemsFocusable: options.disabledItemsFocusable,
    expansionTrigger: options.expansionTrigger,
    expandedItems,
    onExpandedItemsChange: (_event: React.SyntheticEvent | null, itemIds: string[]) => setExpandedItems(itemIds),
    checkboxSelection: options.checkboxSelection,
    multiSelect: options.multiSelect,
    // One id (or null) with single selection, an array with multi-select; the demo keeps an array either way.
    selectedItems: options.multiSelect ? selectedItems : (selectedItems[0] ?? null),
    onSelectedItemsChange: (_event: React.SyntheticEvent | null, itemIds: string[] | string | null) =>
      setSelectedItems(Array.isArray(itemIds) ? itemIds : itemIds === null ? [] : [itemIds]),
    // Sessions (items without children) can be renamed; days and blocks keep their names.
    isItemEditable: options.labelEditing ? (item: ProgrammeItem) => !item.children : false,
    onItemLabelChange: (itemId: string, label: string) => {
      setLastChange(`renamed “${findProgrammeItem(items, itemId)?.label}” to “${label}”`);
      setItems((current) => renameProgrammeItem(current, itemId, label));
    },
    slots: options.folderIcons
      ? { expandIcon: FolderOutlinedIcon, collapseIcon: FolderOpenOutlinedIcon, endIcon: EventNoteOutlinedIcon }
      : {},
    sx: options.compactRows ? { [`& .${treeItemClasses.content}`]: { py: 0, borderRadius: 0 } } : {},
    'aria-label': 'Meetup programme',
  };

  return (
    // The three parts sit side by side when the demo is wide enough and wrap when it is not (the demo's own width
    // decides, not the window's: beside the site's navigation a 1280 px window leaves the demo under 600 px).
    <Stack direction="row" spacing={3} useFlexGap sx={{ width: '100%', flexWrap: 'wrap' }}>
      <FeatureControls options={options} onChange={changeOptions} />
      <Paper variant="outlined" sx={{ flex: '1 1 240px', minWidth: 240, minHeight: 360, p: 1, position: 'relative' }}>
        {options.reordering ? (
          <RichTreeViewPro
            key={selectionMode}
            {...treeProps}
            itemsReordering
            onItemPositionChange={({ itemId, oldPosition, newPosition }) => {
              const label = findProgrammeItem(items, itemId)?.label ?? itemId;
              const parent = newPosition.parentId
                ? findProgrammeItem(items, newPosition.parentId)?.label
                : 'the top level';
              setLastChange(`moved “${label}” to position ${newPosition.index + 1} in ${parent}`);
              setItems((current) => moveProgrammeItem(current, oldPosition, newPosition));
            }}
          />
        ) : (
          <RichTreeView key={selectionMode} {...treeProps} />
        )}
      </Paper>
      <Box component="dl" sx={{ m: 0, flex: '0 1 240px', minWidth: 200 }}>
        <StateLine term="Component">{options.reordering ? 'RichTreeViewPro' : 'RichTreeView'}</StateLine>
        <StateLine term={`Selected (${selectedItems.length})`}>{describeItems(items, selectedItems)}</StateLine>
        <StateLine term={`Expanded (${expandedItems.length})`}>{describeItems(items, expandedItems)}</StateLine>
        <StateLine term="Last change" live>
          {lastChange}
        </StateLine>
      </Box>
    </Stack>
  );
}
