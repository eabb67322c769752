import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { DataSourceCacheDefault } from '@mui/x-tree-view/utils';
import { fetchTreeLevel, type LazyTreeItem } from '../../../demo-data/tree-pro-lazy-server';

const NO_ITEMS: LazyTreeItem[] = [];

/** A cache that never remembers anything: every expansion goes back to the server. */
const noCache = {
  get: () => undefined,
  set: () => {},
  clear: () => {},
};

export default function RichLazyCache() {
  const [useCache, setUseCache] = React.useState(true);
  const [requestCount, setRequestCount] = React.useState(0);

  const dataSource = React.useMemo(
    () => ({
      getChildrenCount: (item: LazyTreeItem) => item.childrenCount,
      getTreeItems: async (parentId?: string) => {
        setRequestCount((count) => count + 1);
        return fetchTreeLevel(parentId, 400);
      },
    }),
    [],
  );

  // The cache is read once per mount, so a new cache goes with a fresh tree (see the `key` below).
  const cache = React.useMemo(() => (useCache ? new DataSourceCacheDefault({ ttl: 60_000 }) : noCache), [useCache]);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <FormControlLabel
          control={
            <Switch
              checked={useCache}
              onChange={(event) => {
                setUseCache(event.target.checked);
                setRequestCount(0);
              }}
            />
          }
          label="Cache responses for one minute"
        />
        <Typography variant="body2">Requests sent: {requestCount}</Typography>
      </Stack>
      <Box sx={{ minHeight: 280, minWidth: 260 }}>
        <RichTreeViewPro
          key={useCache ? 'cached' : 'uncached'}
          items={NO_ITEMS}
          dataSource={dataSource}
          dataSourceCache={cache}
          aria-label="Remote project files with a configurable cache"
        />
      </Box>
    </Stack>
  );
}
