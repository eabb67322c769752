import Box from '@mui/material/Box';
import {
  DataGridPremium,
  gridFilteredDescendantRowCountSelector,
  gridFilteredTopLevelRowCountSelector,
  useGridApiContext,
  useGridSelector,
  type GridRowCountProps,
} from '@mui/x-data-grid-premium';
import { createMovieColumns } from '../../demo-data/movie-columns';
import { movieRows } from '../../demo-data/movie-rows';

const columns = createMovieColumns();

// Replaces the footer's "Total Rows" text: it counts groups and the films inside them, after filtering.
function GroupAndFilmCount(props: GridRowCountProps) {
  const { rowCount: _rowCount, visibleRowCount: _visibleRowCount, ...other } = props;
  const apiRef = useGridApiContext();
  const groups = useGridSelector(apiRef, gridFilteredTopLevelRowCountSelector);
  const rows = useGridSelector(apiRef, gridFilteredDescendantRowCountSelector);

  return (
    <Box {...other} sx={{ px: 2, typography: 'body2' }}>
      {groups} studios, {rows} films
    </Box>
  );
}

export default function RecipesRowGroupingChildRowCount() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={movieRows}
        columns={columns}
        slots={{ footerRowCount: GroupAndFilmCount }}
        initialState={{ rowGrouping: { model: ['studio'] } }}
        label="Films by studio with group and film counts in the footer"
        showToolbar
        disableRowSelectionOnClick
      />
    </Box>
  );
}
