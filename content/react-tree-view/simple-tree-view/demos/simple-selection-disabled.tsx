import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleSelectionDisabled() {
  const [disableSelection, setDisableSelection] = React.useState(true);

  return (
    <Box sx={{ minWidth: 260 }}>
      <FormControlLabel
        control={<Switch checked={disableSelection} onChange={(event) => setDisableSelection(event.target.checked)} />}
        label="disableSelection"
      />
      <Box sx={{ minHeight: 200 }}>
        <SimpleTreeView
          aria-label="Handbook chapters"
          disableSelection={disableSelection}
          defaultExpandedItems={['onboarding']}
        >
          <TreeItem itemId="onboarding" label="Onboarding">
            <TreeItem itemId="first-week" label="Your first week" />
            <TreeItem itemId="tools" label="Tools we use" />
          </TreeItem>
          <TreeItem itemId="time-off" label="Time off">
            <TreeItem itemId="holidays" label="Public holidays" />
          </TreeItem>
          <TreeItem itemId="expenses" label="Expenses" />
        </SimpleTreeView>
      </Box>
    </Box>
  );
}
