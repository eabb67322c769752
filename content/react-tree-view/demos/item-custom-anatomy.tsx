import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';

/** One colour per part, used for the outline in the tree and the swatch in the legend. */
const PARTS = [
  { slot: 'content', colour: '#1976d2' },
  { slot: 'iconContainer', colour: '#9c27b0' },
  { slot: 'checkbox', colour: '#ed6c02' },
  { slot: 'label', colour: '#2e7d32' },
  { slot: 'groupTransition', colour: '#d32f2f' },
] as const;

const outline = (colour: string) => ({ outline: `2px dashed ${colour}`, outlineOffset: '-2px' });

// Each part of this one item is reached through its class, as a direct child, so nested items stay plain.
const outlinedParts = {
  [`& > .${treeItemClasses.content}`]: { ...outline(PARTS[0].colour), py: 0.75 },
  [`& > .${treeItemClasses.content} > .${treeItemClasses.iconContainer}`]: outline(PARTS[1].colour),
  [`& > .${treeItemClasses.content} > .${treeItemClasses.checkbox}`]: outline(PARTS[2].colour),
  [`& > .${treeItemClasses.content} > .${treeItemClasses.label}`]: outline(PARTS[3].colour),
  [`& > .${treeItemClasses.groupTransition}`]: { ...outline(PARTS[4].colour), py: 0.5 },
};

export default function ItemCustomAnatomy() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ minWidth: 260 }}>
      <Box sx={{ flex: 1 }}>
        <SimpleTreeView aria-label="Tree item anatomy" checkboxSelection multiSelect defaultExpandedItems={['parent']}>
          <TreeItem itemId="parent" label="Parent item" sx={outlinedParts}>
            <TreeItem itemId="child-a" label="Child item" />
            <TreeItem itemId="child-b" label="Another child" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
      <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none', minWidth: 170 }}>
        {PARTS.map(({ slot, colour }) => (
          <Stack component="li" key={slot} direction="row" spacing={1} sx={{ alignItems: 'center', py: 0.25 }}>
            <Box aria-hidden sx={{ width: 14, height: 14, border: `2px dashed ${colour}` }} />
            <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
              {slot}
            </Typography>
          </Stack>
        ))}
      </Box>
    </Stack>
  );
}
