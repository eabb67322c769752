import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { fetchTreeLevel, readTreeLevelNow, type LazyTreeItem } from '../../../demo-data/tree-pro-lazy-server';

// The first level ships with the page, so the tree shows it at once; deeper levels are fetched.
const firstLevel = readTreeLevelNow();

export default function RichLazyInitialItems() {
  const [requests, setRequests] = React.useState<string[]>([]);

  const dataSource = React.useMemo(
    () => ({
      getChildrenCount: (item: LazyTreeItem) => item.childrenCount,
      getTreeItems: (parentId?: string) => {
        setRequests((previous) => [...previous, parentId ?? '(root)']);
        return fetchTreeLevel(parentId);
      },
    }),
    [],
  );

  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <Typography variant="body2" role="status" sx={{ mb: 1 }}>
        Requests so far: {requests.length === 0 ? 'none' : requests.join(', ')}
      </Typography>
      <RichTreeViewPro items={firstLevel} dataSource={dataSource} aria-label="Project files, first level preloaded" />
    </Box>
  );
}
