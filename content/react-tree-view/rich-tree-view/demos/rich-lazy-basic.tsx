import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { fetchTreeLevel, type LazyTreeItem } from '../../../demo-data/tree-pro-lazy-server';

const NO_ITEMS: LazyTreeItem[] = [];

export default function RichLazyBasic() {
  const [requests, setRequests] = React.useState<string[]>([]);

  // Keep the data source stable: the tree reads it once, when it mounts.
  const dataSource = React.useMemo(
    () => ({
      getChildrenCount: (item: LazyTreeItem) => item.childrenCount,
      getTreeItems: async (parentId?: string) => {
        setRequests((previous) => [...previous, parentId ?? '(root)']);
        return fetchTreeLevel(parentId);
      },
    }),
    [],
  );

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
      <Box sx={{ minHeight: 300, minWidth: 260, flex: 1 }}>
        <RichTreeViewPro items={NO_ITEMS} dataSource={dataSource} aria-label="Remote project files" />
      </Box>
      <Box sx={{ minWidth: 200 }}>
        <Typography variant="subtitle2" gutterBottom>
          Requests sent: {requests.length}
        </Typography>
        {requests.slice(-6).map((parentId, index) => (
          <Typography key={`${String(index)}-${parentId}`} variant="body2" sx={{ fontFamily: 'monospace' }}>
            children of {parentId}
          </Typography>
        ))}
      </Box>
    </Stack>
  );
}
