import Box from '@mui/material/Box';
import { DataGridPremium, type DataGridPremiumProps } from '@mui/x-data-grid-premium';
import { createMovieColumns } from '../../demo-data/movie-columns';
import { movieRows } from '../../demo-data/movie-rows';

const columns = createMovieColumns();

// A constant object: a new one on each render would make the grid rebuild its grouping column.
const groupingColDef: DataGridPremiumProps['groupingColDef'] = {
  headerName: 'Studio',
  description: 'Films grouped by the studio that made them',
  width: 260,
  headerAlign: 'center',
  cellClassName: 'studio-group-cell',
};

export default function RowGroupingColDefObject() {
  return (
    <Box sx={{ height: 420, width: '100%', '& .studio-group-cell': { fontWeight: 600 } }}>
      <DataGridPremium
        rows={movieRows}
        columns={columns}
        groupingColDef={groupingColDef}
        initialState={{ rowGrouping: { model: ['studio'] } }}
        label="Films by studio with a customized grouping column"
        disableRowSelectionOnClick
      />
    </Box>
  );
}
