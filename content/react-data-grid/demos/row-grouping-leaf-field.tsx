import Box from '@mui/material/Box';
import { DataGridPremium, type DataGridPremiumProps } from '@mui/x-data-grid-premium';
import { createMovieColumns } from '../../demo-data/movie-columns';
import { movieRows } from '../../demo-data/movie-rows';

const columns = createMovieColumns();

// Leaf rows show their title in the grouping column instead of an empty cell.
const groupingColDef: DataGridPremiumProps['groupingColDef'] = {
  leafField: 'title',
  headerName: 'Genre › film',
  width: 300,
};

export default function RowGroupingLeafField() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={movieRows}
        columns={columns}
        groupingColDef={groupingColDef}
        initialState={{
          rowGrouping: { model: ['genre'] },
          // The title now appears in the grouping column, so its own column is hidden.
          columns: { columnVisibilityModel: { title: false } },
        }}
        defaultGroupingExpansionDepth={1}
        label="Films by genre with their titles in the grouping column"
        disableRowSelectionOnClick
      />
    </Box>
  );
}
