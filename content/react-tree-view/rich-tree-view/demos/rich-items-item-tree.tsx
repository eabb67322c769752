import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { richRecipes } from '../../../demo-data/rich-recipes';

/** Turns the nested items into an indented outline, one line per item. */
function outline(items: ReadonlyArray<{ label: string; children?: ReadonlyArray<unknown> }>, depth = 0): string[] {
  return items.flatMap((item) => [
    `${'  '.repeat(depth)}- ${item.label}`,
    ...outline((item.children ?? []) as typeof items, depth + 1),
  ]);
}

export default function RichItemsItemTree() {
  const apiRef = useTreeViewApiRef();
  const [snapshot, setSnapshot] = React.useState('Rename a recipe (double-click it), then take a snapshot.');

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ minWidth: 280 }}>
      <Box sx={{ flex: 1, minHeight: 280 }}>
        <RichTreeView
          apiRef={apiRef}
          items={richRecipes}
          isItemEditable
          defaultExpandedItems={['breakfast', 'dinner']}
          aria-label="Recipe book you can rename"
        />
      </Box>
      <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setSnapshot(outline(apiRef.current?.getItemTree() ?? []).join('\n'))}
        >
          Snapshot with getItemTree()
        </Button>
        <Box
          component="pre"
          sx={{ m: 0, p: 1, fontSize: 12, bgcolor: 'action.hover', borderRadius: 1, whiteSpace: 'pre-wrap' }}
        >
          {snapshot}
        </Box>
      </Stack>
    </Stack>
  );
}
