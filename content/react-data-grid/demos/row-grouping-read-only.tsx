import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { createMovieColumns } from '../../demo-data/movie-columns';
import { movieRows, type MovieRow } from '../../demo-data/movie-rows';

// No column can be grouped from the menu...
const columns: GridColDef<MovieRow>[] = createMovieColumns().map((column) => ({ ...column, groupable: false }));

// ...but a model passed by the code still applies.
const model = ['genre'];

export default function RowGroupingReadOnly() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={movieRows}
        columns={columns}
        rowGroupingModel={model}
        label="Films grouped by genre, fixed by the application"
        disableRowSelectionOnClick
      />
    </Box>
  );
}
