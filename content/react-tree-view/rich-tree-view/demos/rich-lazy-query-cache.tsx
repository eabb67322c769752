import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QueryClient } from '@tanstack/react-query';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { DataSourceCache } from '@mui/x-tree-view/utils';
import { fetchTreeLevel, type LazyTreeItem } from '../../../demo-data/tree-pro-lazy-server';

const NO_ITEMS: LazyTreeItem[] = [];

/** What the tree stores per level (its type names the tree's item records). */
type CachedLevel = Parameters<DataSourceCache['set']>[1];

/** Adapts a QueryClient to the get / set / clear contract of `dataSourceCache`. */
function createQueryClientCache(queryClient: QueryClient): DataSourceCache {
  return {
    get: (key) => queryClient.getQueryData<CachedLevel>(['tree-level', key]),
    set: (key, value) => {
      queryClient.setQueryData(['tree-level', key], value);
    },
    clear: () => queryClient.removeQueries({ queryKey: ['tree-level'] }),
  };
}

export default function RichLazyQueryCache() {
  const apiRef = useTreeViewApiRef();
  const [queryClient] = React.useState(() => new QueryClient());
  const cache = React.useMemo(() => createQueryClientCache(queryClient), [queryClient]);
  const [focused, setFocused] = React.useState<string | null>(null);
  const [requests, setRequests] = React.useState<string[]>([]);

  const dataSource = React.useMemo(
    () => ({
      getChildrenCount: (item: LazyTreeItem) => item.childrenCount,
      getTreeItems: async (parentId?: string) => {
        setRequests((previous) => [parentId ?? '(root)', ...previous].slice(0, 5));
        return fetchTreeLevel(parentId, 400);
      },
    }),
    [],
  );

  // Mark the folder's cached level as stale (-1), then close and reopen it: the tree drops the old
  // children and asks the server again.
  const refresh = (itemId: string) => {
    queryClient.setQueryData(['tree-level', itemId], -1);
    apiRef.current?.setItemExpansion({ itemId, shouldBeExpanded: false });
    apiRef.current?.setItemExpansion({ itemId, shouldBeExpanded: true });
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ minWidth: 260 }}>
      <Box sx={{ flex: 1, minHeight: 300 }}>
        <Button
          size="small"
          variant="outlined"
          sx={{ mb: 1 }}
          disabled={focused == null}
          onClick={() => focused && refresh(focused)}
        >
          Reload focused folder
        </Button>
        <RichTreeViewPro
          apiRef={apiRef}
          items={NO_ITEMS}
          dataSource={dataSource}
          dataSourceCache={cache}
          onItemFocus={(_event, itemId) => setFocused(itemId)}
          aria-label="Project files cached in a QueryClient"
        />
      </Box>
      <Box sx={{ minWidth: 180 }}>
        <Typography variant="subtitle2" component="p">
          Latest requests
        </Typography>
        <Box role="log">
          <Box component="ol" sx={{ m: 0, pl: 3, typography: 'body2', fontFamily: 'monospace' }}>
            {requests.map((parentId, index) => (
              <li key={index}>{parentId}</li>
            ))}
          </Box>
        </Box>
      </Box>
    </Stack>
  );
}
