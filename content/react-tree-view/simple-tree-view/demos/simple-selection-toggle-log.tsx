import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleSelectionToggleLog() {
  const [log, setLog] = React.useState<string[]>([]);

  const handleToggle = (_event: React.SyntheticEvent | null, itemId: string, isSelected: boolean) => {
    setLog((previous) => [`${itemId} ${isSelected ? 'selected' : 'deselected'}`, ...previous].slice(0, 5));
  };

  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
      <Box sx={{ minHeight: 220, minWidth: 220 }}>
        <SimpleTreeView
          aria-label="Playlist"
          multiSelect
          defaultExpandedItems={['morning']}
          onItemSelectionToggle={handleToggle}
        >
          <TreeItem itemId="morning" label="Morning">
            <TreeItem itemId="morning-jazz" label="Jazz" />
            <TreeItem itemId="morning-folk" label="Folk" />
          </TreeItem>
          <TreeItem itemId="workout" label="Workout" />
          <TreeItem itemId="focus" label="Focus" />
        </SimpleTreeView>
      </Box>
      <Box sx={{ minWidth: 200 }}>
        <Typography variant="subtitle2">Latest toggles</Typography>
        {log.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Click an item, or hold Ctrl and click several.
          </Typography>
        ) : (
          log.map((entry, index) => (
            <Typography key={`${entry}-${index}`} variant="body2" component="div">
              {entry}
            </Typography>
          ))
        )}
      </Box>
    </Box>
  );
}
