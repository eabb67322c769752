import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

const UNREAD = ['inbox-invoice', 'inbox-meetup', 'team-release'];

export default function SimpleSelectionKeepExisting() {
  const apiRef = useTreeViewApiRef();
  const [count, setCount] = React.useState(0);

  const selectUnread = (event: React.MouseEvent) => {
    // keepExistingSelection: each unread message joins whatever the reader had already picked.
    UNREAD.forEach((itemId) =>
      apiRef.current?.setItemSelection({ event, itemId, shouldBeSelected: true, keepExistingSelection: true }),
    );
  };

  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <Button size="small" variant="outlined" onClick={selectUnread}>
        Add the unread messages
      </Button>
      <Typography variant="body2" role="status" sx={{ my: 1 }}>
        {count} selected
      </Typography>
      <SimpleTreeView
        apiRef={apiRef}
        aria-label="Mailbox"
        multiSelect
        onSelectedItemsChange={(_event, itemIds) => setCount(itemIds.length)}
        defaultExpandedItems={['inbox', 'team']}
      >
        <TreeItem itemId="inbox" label="Inbox">
          <TreeItem itemId="inbox-invoice" label="Invoice 2291 (unread)" />
          <TreeItem itemId="inbox-newsletter" label="Monthly newsletter" />
          <TreeItem itemId="inbox-meetup" label="Meetup on Thursday (unread)" />
        </TreeItem>
        <TreeItem itemId="team" label="Team">
          <TreeItem itemId="team-release" label="Release notes draft (unread)" />
          <TreeItem itemId="team-lunch" label="Lunch order" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
