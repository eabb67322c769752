import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { fetchTreeLevel, type LazyTreeItem } from '../../../demo-data/tree-pro-lazy-server';

const NO_ITEMS: LazyTreeItem[] = [];

export default function RichLazyErrors() {
  // Folders whose first request already failed: the second attempt succeeds.
  const failedOnce = React.useRef(new Set<string>());
  const [message, setMessage] = React.useState('Expand any folder. Each one fails the first time.');

  const dataSource = React.useMemo(
    () => ({
      getChildrenCount: (item: LazyTreeItem) => item.childrenCount,
      getTreeItems: async (parentId?: string) => {
        if (parentId !== undefined && !failedOnce.current.has(parentId)) {
          failedOnce.current.add(parentId);
          await fetchTreeLevel(undefined, 400);
          setMessage(`Loading "${parentId}" failed. Expand it again to retry.`);
          throw new Error('The server did not answer');
        }
        const items = await fetchTreeLevel(parentId, 400);
        if (parentId !== undefined) setMessage(`Loaded ${String(items.length)} items into "${parentId}".`);
        return items;
      },
    }),
    [],
  );

  return (
    <Box sx={{ minHeight: 280, minWidth: 260 }}>
      <Typography variant="body2" role="status" sx={{ mb: 1 }}>
        {message}
      </Typography>
      <RichTreeViewPro items={NO_ITEMS} dataSource={dataSource} aria-label="Remote project files with flaky requests" />
    </Box>
  );
}
