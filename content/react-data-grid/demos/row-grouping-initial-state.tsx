import Box from '@mui/material/Box';
import { DataGridPremium, type GridInitialState } from '@mui/x-data-grid-premium';
import { createMovieColumns } from '../../demo-data/movie-columns';
import { movieRows } from '../../demo-data/movie-rows';

const columns = createMovieColumns();

// Read on the first render only: users can regroup afterwards from the column menu.
const initialState: GridInitialState = {
  rowGrouping: { model: ['genre', 'director'] },
};

export default function RowGroupingInitialState() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={movieRows}
        columns={columns}
        initialState={initialState}
        label="Films by genre, then director"
        disableRowSelectionOnClick
      />
    </Box>
  );
}
