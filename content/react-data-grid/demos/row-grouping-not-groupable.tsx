import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { createMovieColumns } from '../../demo-data/movie-columns';
import { movieRows, type MovieRow } from '../../demo-data/movie-rows';

// Every title, date and amount is unique, so grouping by them would make one group per film.
const notGroupable = new Set(['title', 'releaseDate', 'budget', 'gross', 'rating', 'runtime']);

const columns: GridColDef<MovieRow>[] = createMovieColumns().map((column) =>
  notGroupable.has(column.field) ? { ...column, groupable: false } : column,
);

export default function RowGroupingNotGroupable() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={movieRows}
        columns={columns}
        label="Films, only some columns groupable"
        disableRowSelectionOnClick
      />
    </Box>
  );
}
