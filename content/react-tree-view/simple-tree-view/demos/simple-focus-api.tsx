import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

const targets = [
  { itemId: 'invoices', label: 'Invoices' },
  { itemId: 'contracts-2024', label: '2024 contracts' },
  { itemId: 'archive-old-taxes', label: 'Old tax returns' },
];

export default function SimpleFocusApi() {
  const apiRef = useTreeViewApiRef();
  const [focused, setFocused] = React.useState<string | null>(null);

  return (
    <Box sx={{ minWidth: 280 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', rowGap: 1 }}>
        {targets.map((target) => (
          <Button
            key={target.itemId}
            size="small"
            variant="outlined"
            onClick={(event) => apiRef.current?.focusItem(event, target.itemId)}
          >
            Focus {target.label}
          </Button>
        ))}
      </Stack>
      <Typography variant="body2" sx={{ mb: 1 }}>
        onItemFocus last reported: <code>{focused ?? 'nothing yet'}</code>
      </Typography>
      <Box sx={{ minHeight: 220 }}>
        <SimpleTreeView
          aria-label="Office documents"
          apiRef={apiRef}
          defaultExpandedItems={['contracts']}
          onItemFocus={(_event, itemId) => setFocused(itemId)}
        >
          <TreeItem itemId="invoices" label="Invoices" />
          <TreeItem itemId="contracts" label="Contracts">
            <TreeItem itemId="contracts-2024" label="2024 contracts" />
            <TreeItem itemId="contracts-2025" label="2025 contracts" />
          </TreeItem>
          <TreeItem itemId="archive" label="Archive (collapsed)">
            <TreeItem itemId="archive-old-taxes" label="Old tax returns" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
    </Box>
  );
}
