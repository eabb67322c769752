import Box from '@mui/material/Box';
import { DataGridPremium, type GridInitialState } from '@mui/x-data-grid-premium';
import { createMovieColumns } from '../../demo-data/movie-columns';
import { movieRows } from '../../demo-data/movie-rows';

const shownFields = ['title', 'genre', 'budget', 'gross', 'rating'];
const columns = createMovieColumns().filter((column) => shownFields.includes(column.field));

const initialState: GridInitialState = {
  rowGrouping: { model: ['genre'] },
  aggregation: { model: { budget: 'sum', gross: 'sum', rating: 'avg' } },
  columns: { columnVisibilityModel: { genre: false } },
};

export default function AggregationRowGrouping() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={movieRows}
        columns={columns}
        initialState={initialState}
        label="Films grouped by genre with totals"
        disableRowSelectionOnClick
      />
    </Box>
  );
}
