import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { projectFolder, type DemoTreeItem } from '../../../demo-data/tree-items';

// The hooks folder and the robots file are disabled; the hooks' children inherit that state.
const DISABLED = new Set(['src/hooks', 'public/robots.txt']);
const isItemDisabled = (item: DemoTreeItem) => DISABLED.has(item.id);

export default function RichFocusDisabled() {
  const [focusable, setFocusable] = React.useState(true);
  const [focused, setFocused] = React.useState<string | null>(null);

  return (
    <Box sx={{ minWidth: 260 }}>
      <FormControlLabel
        control={<Switch checked={focusable} onChange={(event) => setFocusable(event.target.checked)} />}
        label="disabledItemsFocusable"
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Focused item: {focused ?? 'none'}
      </Typography>
      <Box sx={{ minHeight: 280 }}>
        <RichTreeView
          items={projectFolder}
          isItemDisabled={isItemDisabled}
          disabledItemsFocusable={focusable}
          defaultExpandedItems={['src', 'public']}
          onItemFocus={(_event, itemId) => setFocused(itemId)}
          onBlur={() => setFocused(null)}
          aria-label="Project files with disabled items"
        />
      </Box>
    </Box>
  );
}
