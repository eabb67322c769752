import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleSelectionSingle() {
  const [lastSelected, setLastSelected] = React.useState<string | null>('inbox');

  return (
    <Box sx={{ minWidth: 260 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Selected: <code>{lastSelected ?? 'none'}</code>
      </Typography>
      <Box sx={{ minHeight: 200 }}>
        <SimpleTreeView
          aria-label="Mail folders"
          defaultSelectedItems="inbox"
          defaultExpandedItems={['inbox']}
          onSelectedItemsChange={(_event, itemId) => setLastSelected(itemId)}
        >
          <TreeItem itemId="inbox" label="Inbox">
            <TreeItem itemId="inbox-receipts" label="Receipts" />
            <TreeItem itemId="inbox-travel" label="Travel" />
          </TreeItem>
          <TreeItem itemId="drafts" label="Drafts" />
          <TreeItem itemId="sent" label="Sent" />
          <TreeItem itemId="spam" label="Spam" />
        </SimpleTreeView>
      </Box>
    </Box>
  );
}
