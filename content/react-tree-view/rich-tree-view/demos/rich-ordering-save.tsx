import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

type Task = TreeViewBaseItem<{ id: string; label: string; children?: Task[] }>;

const sprint: Task[] = [
  {
    id: 'todo',
    label: 'To do',
    children: [
      { id: 'login-form', label: 'Login form' },
      { id: 'password-reset', label: 'Password reset' },
      { id: 'audit-log', label: 'Audit log' },
    ],
  },
  {
    id: 'doing',
    label: 'In progress',
    children: [{ id: 'search-api', label: 'Search API' }],
  },
  { id: 'done', label: 'Done', children: [{ id: 'ci-pipeline', label: 'CI pipeline' }] },
];

const COLUMN_IDS = ['todo', 'doing', 'done'];

/** One line per column, listing its tasks in their current order. */
const summarise = (items: readonly TreeViewBaseItem[]) =>
  items.map(
    (column) =>
      `${String(column.label)}: ${(column.children ?? []).map((task) => String(task.label)).join(', ') || '—'}`,
  );

export default function RichOrderingSave() {
  const apiRef = useTreeViewApiRef();
  // `getItemTree` returns the item objects themselves, so give the tree its own copy of the data.
  const [items] = React.useState(() => structuredClone(sprint));
  const [summary, setSummary] = React.useState(() => summarise(items));

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
      <Box sx={{ minHeight: 260, minWidth: 240, flex: 1 }}>
        <RichTreeViewPro
          apiRef={apiRef}
          items={items}
          defaultExpandedItems={COLUMN_IDS}
          itemsReordering
          // Columns stay put; tasks move between columns but never nest inside each other.
          isItemReorderable={(itemId) => !COLUMN_IDS.includes(itemId)}
          canMoveItemToNewPosition={({ newPosition }) =>
            newPosition.parentId !== null && COLUMN_IDS.includes(newPosition.parentId)
          }
          onItemPositionChange={() => {
            const tree = apiRef.current?.getItemTree();
            if (tree) setSummary(summarise(tree));
          }}
          aria-label="Sprint board"
        />
      </Box>
      <Box sx={{ minWidth: 220 }}>
        <Typography variant="subtitle2" gutterBottom>
          What you would save
        </Typography>
        {summary.map((line) => (
          <Typography key={line} variant="body2">
            {line}
          </Typography>
        ))}
      </Box>
    </Stack>
  );
}
