import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { projectFolder } from '../../../demo-data/tree-items';

interface Change {
  itemId: string;
  isSelected: boolean;
}

export default function RichSelectionToggleMulti() {
  const [changes, setChanges] = React.useState<Change[]>([]);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ minWidth: 260 }}>
      <Box sx={{ flex: 1, minHeight: 300 }}>
        <RichTreeView
          items={projectFolder}
          multiSelect
          checkboxSelection
          onItemSelectionToggle={(_event, itemId, isSelected) =>
            setChanges((previous) => [{ itemId, isSelected }, ...previous].slice(0, 6))
          }
          defaultExpandedItems={['src', 'src/components']}
          aria-label="Project files"
        />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="subtitle2">Last changes</Typography>
        {changes.length === 0 ? <Typography variant="body2">Tick a few boxes.</Typography> : null}
        <Box component="ul" sx={{ m: 0, pl: 2, fontSize: 14 }}>
          {changes.map((change, index) => (
            <li key={`${change.itemId}-${String(changes.length - index)}`}>
              {change.isSelected ? 'added' : 'removed'} {change.itemId}
            </li>
          ))}
        </Box>
      </Box>
    </Stack>
  );
}
