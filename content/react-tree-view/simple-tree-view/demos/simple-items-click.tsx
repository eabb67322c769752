import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleItemsClick() {
  const [clicks, setClicks] = React.useState<string[]>([]);

  const handleItemClick = (event: React.MouseEvent, itemId: string) => {
    const how = event.shiftKey ? ' with Shift' : '';
    setClicks((previous) => [`${itemId}${how}`, ...previous].slice(0, 4));
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ minWidth: 260 }}>
      <Box sx={{ flex: 1, minHeight: 220 }}>
        <SimpleTreeView aria-label="Help centre" onItemClick={handleItemClick} defaultExpandedItems={['billing']}>
          <TreeItem itemId="billing" label="Billing">
            <TreeItem itemId="invoices" label="Download an invoice" />
            <TreeItem itemId="refunds" label="Ask for a refund" />
            <TreeItem itemId="vat" label="Add a VAT number" disabled />
          </TreeItem>
          <TreeItem itemId="account" label="Account">
            <TreeItem itemId="password" label="Reset your password" />
            <TreeItem itemId="close-account" label="Close your account" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="subtitle2" component="p">
          Latest clicks
        </Typography>
        <Box role="log">
          <Box component="ol" sx={{ m: 0, pl: 3, typography: 'body2', fontFamily: 'monospace' }}>
            {clicks.length === 0 ? <li>nothing yet</li> : clicks.map((text, index) => <li key={index}>{text}</li>)}
          </Box>
        </Box>
      </Box>
    </Stack>
  );
}
