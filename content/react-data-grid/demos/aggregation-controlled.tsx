import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridAggregationModel } from '@mui/x-data-grid-premium';
import { createMovieColumns } from '../../demo-data/movie-columns';
import { movieRows } from '../../demo-data/movie-rows';

const shownFields = ['title', 'studio', 'budget', 'gross', 'runtime'];
const columns = createMovieColumns().filter((column) => shownFields.includes(column.field));

const presets: Record<string, GridAggregationModel> = {
  totals: { budget: 'sum', gross: 'sum', runtime: 'sum' },
  averages: { budget: 'avg', gross: 'avg', runtime: 'avg' },
  extremes: { budget: 'min', gross: 'max', runtime: 'max' },
};

export default function AggregationControlled() {
  const [model, setModel] = React.useState<GridAggregationModel>(presets.totals ?? {});
  // The preset whose model matches the grid's, if the reader has not changed a column by hand.
  const activePreset = Object.keys(presets).find((name) => JSON.stringify(presets[name]) === JSON.stringify(model));

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={activePreset ?? null}
        onChange={(_event, name: string | null) => {
          const preset = name ? presets[name] : undefined;
          if (preset) setModel(preset);
        }}
        aria-label="Footer preset"
        sx={{ mb: 1 }}
      >
        <ToggleButton value="totals">Totals</ToggleButton>
        <ToggleButton value="averages">Averages</ToggleButton>
        <ToggleButton value="extremes">Extremes</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 380 }}>
        <DataGridPremium
          rows={movieRows}
          columns={columns}
          aggregationModel={model}
          onAggregationModelChange={(newModel) => setModel(newModel)}
          label="Films with a controlled footer"
          disableRowSelectionOnClick
        />
      </Box>
      <Typography component="pre" variant="body2" sx={{ mt: 1, fontFamily: 'monospace', whiteSpace: 'pre-wrap' }}>
        aggregationModel: {JSON.stringify(model)}
      </Typography>
    </Box>
  );
}
