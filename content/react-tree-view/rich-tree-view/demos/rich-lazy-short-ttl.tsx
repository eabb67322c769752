import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { DataSourceCacheDefault } from '@mui/x-tree-view/utils';
import { fetchTreeLevel, type LazyTreeItem } from '../../../demo-data/tree-pro-lazy-server';

const NO_ITEMS: LazyTreeItem[] = [];
const TTL_MS = 5_000;

export default function RichLazyShortTtl() {
  const [log, setLog] = React.useState<string[]>([]);
  // Answers are kept for five seconds only: reopen a folder quickly and it comes from the cache.
  const cache = React.useMemo(() => new DataSourceCacheDefault({ ttl: TTL_MS }), []);
  const startedAt = React.useRef(Date.now());

  const dataSource = React.useMemo(
    () => ({
      getChildrenCount: (item: LazyTreeItem) => item.childrenCount,
      getTreeItems: (parentId?: string) => {
        const seconds = ((Date.now() - startedAt.current) / 1000).toFixed(1);
        setLog((previous) => [`${seconds} s: fetched ${parentId ?? '(root)'}`, ...previous].slice(0, 5));
        return fetchTreeLevel(parentId, 300);
      },
    }),
    [],
  );

  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <RichTreeViewPro
        items={NO_ITEMS}
        dataSource={dataSource}
        dataSourceCache={cache}
        aria-label="Remote project files with a five-second cache"
      />
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        Requests (newest first)
      </Typography>
      {log.map((line) => (
        <Typography key={line} variant="body2">
          {line}
        </Typography>
      ))}
    </Box>
  );
}
