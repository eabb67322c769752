import Box from '@mui/material/Box';
import { DataGridPremium, type DataGridPremiumProps } from '@mui/x-data-grid-premium';
import { createMovieColumns } from '../../demo-data/movie-columns';
import { movieRows } from '../../demo-data/movie-rows';

const columns = createMovieColumns();

const groupingColDef: DataGridPremiumProps['groupingColDef'] = { hideDescendantCount: true, width: 220 };

export default function RowGroupingHideDescendantCount() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={movieRows}
        columns={columns}
        groupingColDef={groupingColDef}
        initialState={{ rowGrouping: { model: ['director'] } }}
        label="Films by director, without counts"
        disableRowSelectionOnClick
      />
    </Box>
  );
}
