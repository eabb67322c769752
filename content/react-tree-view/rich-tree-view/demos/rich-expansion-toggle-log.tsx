import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { projectFolder } from '../../../demo-data/tree-items';

export default function RichExpansionToggleLog() {
  // How often each folder was opened: the kind of figure analytics would collect.
  const [openCounts, setOpenCounts] = React.useState<Record<string, number>>({});
  const [last, setLast] = React.useState('Open or close a folder.');

  const handleToggle = (_event: React.SyntheticEvent | null, itemId: string, isExpanded: boolean) => {
    setLast(`${itemId} was ${isExpanded ? 'opened' : 'closed'}`);
    if (isExpanded) setOpenCounts((previous) => ({ ...previous, [itemId]: (previous[itemId] ?? 0) + 1 }));
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ minWidth: 260 }}>
      <Box sx={{ flex: 1, minHeight: 300 }}>
        <RichTreeView items={projectFolder} onItemExpansionToggle={handleToggle} aria-label="Project files" />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" role="status" sx={{ mb: 1 }}>
          {last}
        </Typography>
        <Typography variant="subtitle2">Times opened</Typography>
        {Object.entries(openCounts).map(([itemId, count]) => (
          <Typography key={itemId} variant="body2">
            {itemId}: {count}
          </Typography>
        ))}
      </Box>
    </Stack>
  );
}
