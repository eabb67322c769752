import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { createMovieColumns } from '../../demo-data/movie-columns';
import { movieRows } from '../../demo-data/movie-rows';

const columns = createMovieColumns();

export default function RowGroupingSingleColumn() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={movieRows}
        columns={columns}
        // 'single' is the default mode: both criteria share one column, headed "Group".
        rowGroupingColumnMode="single"
        initialState={{ rowGrouping: { model: ['studio', 'certificate'] } }}
        defaultGroupingExpansionDepth={1}
        label="Films by studio and certificate, one grouping column"
        disableRowSelectionOnClick
      />
    </Box>
  );
}
