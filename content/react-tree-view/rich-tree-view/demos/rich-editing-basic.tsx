import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { projectFolder } from '../../../demo-data/tree-items';

export default function RichEditingBasic() {
  const [lastChange, setLastChange] = React.useState<string | null>(null);

  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <Typography variant="body2" role="status" sx={{ mb: 1 }}>
        {lastChange ?? 'Double-click a label, or focus an item and press Enter.'}
      </Typography>
      <RichTreeView
        items={projectFolder}
        defaultExpandedItems={['src']}
        isItemEditable
        onItemLabelChange={(itemId, newLabel) => setLastChange(`"${itemId}" is now called "${newLabel}".`)}
        aria-label="Project files with editable names"
      />
    </Box>
  );
}
