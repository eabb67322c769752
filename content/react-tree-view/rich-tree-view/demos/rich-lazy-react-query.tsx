import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QueryClient } from '@tanstack/react-query';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { fetchTreeLevel, type LazyTreeItem } from '../../../demo-data/tree-pro-lazy-server';

const NO_ITEMS: LazyTreeItem[] = [];

/** Stores nothing, so the tree asks `getTreeItems` on every expansion and React Query decides. */
const noTreeCache = { get: () => undefined, set: () => {}, clear: () => {} };

export default function RichLazyReactQuery() {
  // One client per demo instance; an application would share the client of its QueryClientProvider.
  const [queryClient] = React.useState(() => new QueryClient({ defaultOptions: { queries: { retry: 1 } } }));
  const [networkCalls, setNetworkCalls] = React.useState(0);

  const dataSource = React.useMemo(
    () => ({
      getChildrenCount: (item: LazyTreeItem) => item.childrenCount,
      getTreeItems: (parentId?: string) =>
        queryClient.fetchQuery({
          queryKey: ['project-files', parentId ?? null],
          queryFn: () => {
            setNetworkCalls((count) => count + 1);
            return fetchTreeLevel(parentId, 500);
          },
          // Answers younger than 30 s are served from the query cache without a new call.
          staleTime: 30_000,
        }),
    }),
    [queryClient],
  );

  return (
    <Stack spacing={1} sx={{ minWidth: 260 }}>
      <Typography variant="body2" role="status">
        Calls to the server: {networkCalls}
      </Typography>
      <Box sx={{ minHeight: 300 }}>
        <RichTreeViewPro
          items={NO_ITEMS}
          dataSource={dataSource}
          dataSourceCache={noTreeCache}
          aria-label="Project files loaded with React Query"
        />
      </Box>
    </Stack>
  );
}
