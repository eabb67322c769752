import Box from '@mui/material/Box';
import {
  DataGridPremium,
  getRowGroupingFieldFromGroupingCriteria,
  type DataGridPremiumProps,
} from '@mui/x-data-grid-premium';
import { createMovieColumns } from '../../demo-data/movie-columns';
import { movieRows } from '../../demo-data/movie-rows';

const columns = createMovieColumns();

const groupingColDef: DataGridPremiumProps['groupingColDef'] = ({ fields }) =>
  fields.includes('director')
    ? // Shows the titles on leaves, but sorts and filters this column by director.
      { leafField: 'title', mainGroupingCriteria: 'director', width: 260 }
    : { width: 200 };

export default function RowGroupingSortingMultiple() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={movieRows}
        columns={columns}
        rowGroupingColumnMode="multiple"
        groupingColDef={groupingColDef}
        initialState={{
          rowGrouping: { model: ['studio', 'director'] },
          columns: { columnVisibilityModel: { title: false } },
          // The director grouping column's field, built by the grid from its criterion.
          sorting: { sortModel: [{ field: getRowGroupingFieldFromGroupingCriteria('director'), sort: 'desc' }] },
        }}
        defaultGroupingExpansionDepth={1}
        label="Films by studio and director, a column for each"
        showToolbar
        disableRowSelectionOnClick
      />
    </Box>
  );
}
