import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { richRecipes } from '../../../demo-data/rich-recipes';

export default function RichSelectionToggleLog() {
  const [disableSelection, setDisableSelection] = React.useState(false);
  const [log, setLog] = React.useState<string[]>([]);

  const handleToggle = (_event: React.SyntheticEvent | null, itemId: string, isSelected: boolean) => {
    setLog((previous) => [`${isSelected ? '+' : '−'} ${itemId}`, ...previous].slice(0, 6));
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ minWidth: 260 }}>
      <Box sx={{ flex: 1 }}>
        <FormControlLabel
          control={
            <Switch checked={disableSelection} onChange={(event) => setDisableSelection(event.target.checked)} />
          }
          label="disableSelection"
        />
        <Box sx={{ minHeight: 240 }}>
          <RichTreeView
            items={richRecipes}
            disableSelection={disableSelection}
            onItemSelectionToggle={handleToggle}
            defaultExpandedItems={['dinner']}
            aria-label="Recipes, one selected at a time"
          />
        </Box>
      </Box>
      <Box sx={{ minWidth: 160 }}>
        <Typography variant="subtitle2" component="p">
          onItemSelectionToggle
        </Typography>
        <Box role="log">
          <Box component="ol" sx={{ m: 0, pl: 3, typography: 'body2', fontFamily: 'monospace' }}>
            {log.map((entry, index) => (
              <li key={index}>{entry}</li>
            ))}
          </Box>
        </Box>
      </Box>
    </Stack>
  );
}
