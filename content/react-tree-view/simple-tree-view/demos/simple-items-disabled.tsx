import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleItemsDisabled() {
  const [focusable, setFocusable] = React.useState(false);

  return (
    <Box sx={{ minWidth: 260 }}>
      <FormControlLabel
        control={<Switch checked={focusable} onChange={(event) => setFocusable(event.target.checked)} />}
        label="disabledItemsFocusable"
      />
      <Box sx={{ minHeight: 240 }}>
        <SimpleTreeView
          aria-label="Store departments"
          disabledItemsFocusable={focusable}
          defaultExpandedItems={['garden', 'archive']}
        >
          <TreeItem itemId="garden" label="Garden">
            <TreeItem itemId="garden-seeds" label="Seeds" />
            <TreeItem itemId="garden-tools" label="Tools (out of stock)" disabled />
            <TreeItem itemId="garden-pots" label="Pots" />
          </TreeItem>
          <TreeItem itemId="archive" label="Archived season" disabled>
            <TreeItem itemId="archive-lights" label="Fairy lights" />
            <TreeItem itemId="archive-wreaths" label="Wreaths" />
          </TreeItem>
          <TreeItem itemId="kitchen" label="Kitchen">
            <TreeItem itemId="kitchen-knives" label="Knives" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
    </Box>
  );
}
