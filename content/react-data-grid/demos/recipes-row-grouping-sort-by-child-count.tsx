import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  type DataGridPremiumProps,
  type GridSortCellParams,
} from '@mui/x-data-grid-premium';
import { createMovieColumns } from '../../demo-data/movie-columns';
import { movieRows } from '../../demo-data/movie-rows';

const columns = createMovieColumns();

const childCount = ({ rowNode }: GridSortCellParams) => (rowNode.type === 'group' ? rowNode.children.length : 0);

const groupingColDef: DataGridPremiumProps['groupingColDef'] = {
  headerName: 'Director',
  width: 220,
  // Compare groups by how many rows they hold; break ties by name.
  sortComparator: (name1, name2, cell1, cell2) =>
    childCount(cell1) - childCount(cell2) || String(name1).localeCompare(String(name2)),
};

export default function RecipesRowGroupingSortByChildCount() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={movieRows}
        columns={columns}
        groupingColDef={groupingColDef}
        initialState={{
          rowGrouping: { model: ['director'] },
          sorting: { sortModel: [{ field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, sort: 'desc' }] },
        }}
        label="Directors sorted by how many films they made"
        disableRowSelectionOnClick
      />
    </Box>
  );
}
