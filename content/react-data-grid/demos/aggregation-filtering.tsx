import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPremium, type GridInitialState } from '@mui/x-data-grid-premium';
import { createMovieColumns } from '../../demo-data/movie-columns';
import { movieRows } from '../../demo-data/movie-rows';

const shownFields = ['title', 'genre', 'year', 'gross', 'rating'];
const columns = createMovieColumns().filter((column) => shownFields.includes(column.field));

// Only documentaries pass the filter: their box office is small next to the rest of the list.
const initialState: GridInitialState = {
  filter: { filterModel: { items: [{ field: 'genre', operator: 'is', value: 'Documentary' }] } },
  aggregation: { model: { gross: 'max', rating: 'avg', title: 'size' } },
};

export default function AggregationFiltering() {
  const [allRows, setAllRows] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={allRows} onChange={(event) => setAllRows(event.target.checked)} />}
        label={`aggregationRowsScope="${allRows ? 'all' : 'filtered'}"`}
      />
      <Box sx={{ height: 380 }}>
        <DataGridPremium
          rows={movieRows}
          columns={columns}
          initialState={initialState}
          aggregationRowsScope={allRows ? 'all' : 'filtered'}
          label="Documentaries with footer totals"
          disableRowSelectionOnClick
        />
      </Box>
    </Box>
  );
}
