import Box from '@mui/material/Box';
import { DataGridPremium, GRID_AGGREGATION_FUNCTIONS, type GridColDef } from '@mui/x-data-grid-premium';
import { createMovieColumns } from '../../demo-data/movie-columns';
import { movieRows, type MovieRow } from '../../demo-data/movie-rows';

// Every built-in function but `size`: counting cells is left to the row count in the footer.
const { size: _size, ...functionsWithoutSize } = GRID_AGGREGATION_FUNCTIONS;

const shownFields = ['title', 'year', 'budget', 'gross'];
const columns: GridColDef<MovieRow>[] = createMovieColumns()
  .filter((column) => shownFields.includes(column.field))
  // The year column only offers the oldest and the newest film.
  .map((column) => (column.field === 'year' ? { ...column, availableAggregationFunctions: ['min', 'max'] } : column));

export default function AggregationLimitFunctions() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={movieRows}
        columns={columns}
        aggregationFunctions={functionsWithoutSize}
        initialState={{ aggregation: { model: { year: 'max', gross: 'sum' } } }}
        label="Films with a reduced set of aggregation functions"
        disableRowSelectionOnClick
      />
    </Box>
  );
}
