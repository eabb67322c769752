import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { createMovieColumns } from '../../demo-data/movie-columns';
import { movieRows } from '../../demo-data/movie-rows';

const columns = createMovieColumns();

export default function RowGroupingCellIndent() {
  const [multiplier, setMultiplier] = React.useState(5);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography id="indent-multiplier-label" variant="body2">
        Indent multiplier: {multiplier} (the grid's default is 2)
      </Typography>
      <Slider
        aria-labelledby="indent-multiplier-label"
        value={multiplier}
        min={0}
        max={8}
        step={1}
        marks
        onChange={(_event, value) => setMultiplier(value as number)}
        sx={{ maxWidth: 300 }}
      />
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          rows={movieRows}
          columns={columns}
          initialState={{ rowGrouping: { model: ['studio', 'genre', 'director'] } }}
          defaultGroupingExpansionDepth={2}
          groupingColDef={{ width: 320 }}
          // Each level is indented by this many spacing units.
          sx={{ '--DataGrid-cellOffsetMultiplier': multiplier }}
          label="Films by studio, genre and director"
          disableRowSelectionOnClick
        />
      </Box>
    </Box>
  );
}
