import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridRowGroupingModel } from '@mui/x-data-grid-premium';
import { createMovieColumns } from '../../demo-data/movie-columns';
import { movieRows } from '../../demo-data/movie-rows';

const columns = createMovieColumns();

const presets: { label: string; model: GridRowGroupingModel }[] = [
  { label: 'Certificate', model: ['certificate'] },
  { label: 'Studio › genre', model: ['studio', 'genre'] },
  { label: 'No grouping', model: [] },
];

export default function RowGroupingControlled() {
  const [model, setModel] = React.useState<GridRowGroupingModel>(['certificate']);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        {presets.map((preset) => (
          <Button key={preset.label} size="small" variant="outlined" onClick={() => setModel(preset.model)}>
            {preset.label}
          </Button>
        ))}
        <Typography variant="body2" component="output" aria-live="polite">
          Model: {JSON.stringify(model)}
        </Typography>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          rows={movieRows}
          columns={columns}
          // The grid shows this model and asks for every change (column menu included) through the callback.
          rowGroupingModel={model}
          onRowGroupingModelChange={setModel}
          label="Films grouped by the chosen columns"
          disableRowSelectionOnClick
        />
      </Box>
    </Box>
  );
}
