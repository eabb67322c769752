import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { DataSourceCacheDefault } from '@mui/x-tree-view/utils';
import { fetchTreeLevel, type LazyTreeItem } from '../../../demo-data/tree-pro-lazy-server';

const NO_ITEMS: LazyTreeItem[] = [];

export default function RichLazyEditing() {
  const apiRef = useTreeViewApiRef();
  // Stands in for the server's database of renamed items.
  const renamed = React.useRef(new Map<string, string>());
  const [cache] = React.useState(() => new DataSourceCacheDefault({ ttl: 60_000 }));
  const [lastSave, setLastSave] = React.useState('Double-click a label, type, then press Enter.');

  const dataSource = React.useMemo(
    () => ({
      getChildrenCount: (item: LazyTreeItem) => item.childrenCount,
      getTreeItems: async (parentId?: string) => {
        const level = await fetchTreeLevel(parentId, 400);
        return level.map((item) => ({ ...item, label: renamed.current.get(item.id) ?? item.label }));
      },
    }),
    [],
  );

  const handleLabelChange = (itemId: string, label: string) => {
    // 1. Save on the "server".
    renamed.current.set(itemId, label);
    // 2. Patch the cached level that holds the item, or the old label comes back on the next expansion.
    const cacheKey = apiRef.current?.getParentId(itemId) ?? 'root';
    const level = cache.get(cacheKey);
    if (Array.isArray(level)) {
      cache.set(
        cacheKey,
        level.map((item) => (item.id === itemId ? { ...item, label } : item)),
      );
    }
    setLastSave(`Saved "${label}" for ${itemId}`);
  };

  return (
    <Stack spacing={1} sx={{ minWidth: 260 }}>
      <Typography variant="body2" role="status">
        {lastSave}
      </Typography>
      <Box sx={{ minHeight: 300 }}>
        <RichTreeViewPro
          apiRef={apiRef}
          items={NO_ITEMS}
          dataSource={dataSource}
          dataSourceCache={cache}
          isItemEditable
          onItemLabelChange={handleLabelChange}
          aria-label="Remote project files with editable names"
        />
      </Box>
    </Stack>
  );
}
