import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleFocusDisabled() {
  const [focusable, setFocusable] = React.useState(true);
  const [path, setPath] = React.useState<string[]>([]);

  return (
    <Box sx={{ minWidth: 280 }}>
      <FormControlLabel
        control={
          <Switch
            checked={focusable}
            onChange={(event) => {
              setFocusable(event.target.checked);
              setPath([]);
            }}
          />
        }
        label="disabledItemsFocusable"
      />
      <Typography variant="body2" sx={{ mb: 1 }}>
        Focus path: <code>{path.length > 0 ? path.join(' → ') : 'click an item, then use the arrow keys'}</code>
      </Typography>
      <Box sx={{ minHeight: 220 }}>
        <SimpleTreeView
          aria-label="Meeting rooms"
          disabledItemsFocusable={focusable}
          onItemFocus={(_event, itemId) => setPath((previous) => [...previous, itemId].slice(-4))}
        >
          <TreeItem itemId="atlas" label="Atlas" />
          <TreeItem itemId="borealis" label="Borealis (closed for repairs)" disabled />
          <TreeItem itemId="cedar" label="Cedar" />
          <TreeItem itemId="delta" label="Delta (booked all day)" disabled />
          <TreeItem itemId="ember" label="Ember" />
        </SimpleTreeView>
      </Box>
    </Box>
  );
}
