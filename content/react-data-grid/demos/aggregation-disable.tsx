import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { createMovieColumns } from '../../demo-data/movie-columns';
import { movieRows, type MovieRow } from '../../demo-data/movie-rows';

const shownFields = ['title', 'director', 'year', 'budget', 'gross'];
const columns: GridColDef<MovieRow>[] = createMovieColumns()
  .filter((column) => shownFields.includes(column.field))
  // Summing or averaging release years means nothing, so the year column leaves aggregation out.
  .map((column) => (column.field === 'year' ? { ...column, aggregable: false } : column));

export default function AggregationDisable() {
  const [disabled, setDisabled] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />}
        label="disableAggregation"
      />
      <Box sx={{ height: 380 }}>
        <DataGridPremium
          rows={movieRows}
          columns={columns}
          disableAggregation={disabled}
          initialState={{ aggregation: { model: { gross: 'sum', budget: 'sum' } } }}
          label="Films, aggregation can be switched off"
          disableRowSelectionOnClick
        />
      </Box>
    </Box>
  );
}
