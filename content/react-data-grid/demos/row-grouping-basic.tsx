import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { createMovieColumns } from '../../demo-data/movie-columns';
import { movieRows } from '../../demo-data/movie-rows';

const columns = createMovieColumns();

export default function RowGroupingBasic() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={movieRows}
        columns={columns}
        label="Films by studio"
        disableRowSelectionOnClick
        // One criterion: films that share a studio end up in the same group.
        initialState={{ rowGrouping: { model: ['studio'] } }}
      />
    </Box>
  );
}
