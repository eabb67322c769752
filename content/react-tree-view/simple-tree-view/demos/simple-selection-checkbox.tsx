import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleSelectionCheckbox() {
  const [parents, setParents] = React.useState(true);
  const [descendants, setDescendants] = React.useState(true);

  return (
    <Box sx={{ minWidth: 280 }}>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Switch checked={parents} onChange={(event) => setParents(event.target.checked)} />}
          label="parents"
        />
        <FormControlLabel
          control={<Switch checked={descendants} onChange={(event) => setDescendants(event.target.checked)} />}
          label="descendants"
        />
      </Stack>
      <Box sx={{ minHeight: 280 }}>
        <SimpleTreeView
          aria-label="Notification settings"
          multiSelect
          checkboxSelection
          selectionPropagation={{ parents, descendants }}
          defaultExpandedItems={['email', 'push']}
        >
          <TreeItem itemId="email" label="Email">
            <TreeItem itemId="email-digest" label="Weekly digest" />
            <TreeItem itemId="email-mentions" label="Mentions" />
            <TreeItem itemId="email-billing" label="Billing" />
          </TreeItem>
          <TreeItem itemId="push" label="Push">
            <TreeItem itemId="push-messages" label="Direct messages" />
            <TreeItem itemId="push-reminders" label="Reminders" />
          </TreeItem>
          <TreeItem itemId="sms" label="SMS" />
        </SimpleTreeView>
      </Box>
    </Box>
  );
}
