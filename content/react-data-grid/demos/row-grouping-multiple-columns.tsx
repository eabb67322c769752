import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { createMovieColumns } from '../../demo-data/movie-columns';
import { movieRows } from '../../demo-data/movie-rows';

const columns = createMovieColumns();

export default function RowGroupingMultipleColumns() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={movieRows}
        columns={columns}
        // One grouping column per criterion, each named after the column it groups by.
        rowGroupingColumnMode="multiple"
        initialState={{ rowGrouping: { model: ['studio', 'certificate'] } }}
        defaultGroupingExpansionDepth={1}
        label="Films by studio and certificate, one column per criterion"
        disableRowSelectionOnClick
      />
    </Box>
  );
}
