import Box from '@mui/material/Box';
import { DataGridPremium, type GridInitialState } from '@mui/x-data-grid-premium';
import { createMovieColumns } from '../../demo-data/movie-columns';
import { movieRows } from '../../demo-data/movie-rows';

const shownFields = ['title', 'genre', 'year', 'budget', 'gross', 'rating'];
const columns = createMovieColumns().filter((column) => shownFields.includes(column.field));

// Read once, on the first render: the reader can change every function from the column menus.
const initialState: GridInitialState = {
  aggregation: {
    model: { budget: 'avg', gross: 'sum', rating: 'max', title: 'size' },
  },
};

export default function AggregationInitialState() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={movieRows}
        columns={columns}
        initialState={initialState}
        label="Films with totals in the footer"
        disableRowSelectionOnClick
      />
    </Box>
  );
}
