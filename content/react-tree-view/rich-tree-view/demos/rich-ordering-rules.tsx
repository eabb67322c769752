import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { projectFolder, type DemoTreeItem } from '../../../demo-data/tree-items';

/** Ids of the items that are folders: only these may receive children. */
const collectFolderIds = (items: readonly DemoTreeItem[]): string[] =>
  items.flatMap((item) => (item.children ? [item.id, ...collectFolderIds(item.children)] : []));
const FOLDER_IDS = new Set(collectFolderIds(projectFolder));

/** Files that tooling expects at the project root stay where they are. */
const PINNED = new Set(['package.json', 'readme.md']);

interface Position {
  parentId: string | null;
  index: number;
}

const describe = (position: Position) => `${position.parentId ?? 'root'} #${String(position.index + 1)}`;

export default function RichOrderingRules() {
  const [moves, setMoves] = React.useState<string[]>([]);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
      <Box sx={{ minHeight: 320, minWidth: 260, flex: 1 }}>
        <RichTreeViewPro
          items={projectFolder}
          defaultExpandedItems={['src', 'src/hooks', 'public']}
          itemsReordering
          isItemReorderable={(itemId) => !PINNED.has(itemId)}
          canMoveItemToNewPosition={({ newPosition }) =>
            newPosition.parentId === null || FOLDER_IDS.has(newPosition.parentId)
          }
          onItemPositionChange={({ itemId, oldPosition, newPosition }) =>
            setMoves((previous) => [...previous, `${itemId}: ${describe(oldPosition)} → ${describe(newPosition)}`])
          }
          aria-label="Project files with reordering rules"
        />
      </Box>
      <Box sx={{ minWidth: 220 }}>
        <Typography variant="subtitle2" gutterBottom>
          Moves ({moves.length})
        </Typography>
        {moves.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Nothing moved yet.
          </Typography>
        ) : (
          moves.slice(-5).map((move, index) => (
            <Typography key={`${String(index)}-${move}`} variant="body2" sx={{ fontFamily: 'monospace' }}>
              {move}
            </Typography>
          ))
        )}
      </Box>
    </Stack>
  );
}
