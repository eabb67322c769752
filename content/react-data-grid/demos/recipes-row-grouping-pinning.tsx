import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
} from '@mui/x-data-grid-premium';
import { createMovieColumns } from '../../demo-data/movie-columns';
import { movieRows } from '../../demo-data/movie-rows';

const columns = createMovieColumns();

export default function RecipesRowGroupingPinning() {
  const apiRef = useGridApiRef();
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: {
      rowGrouping: { model: ['director'] },
      // The single grouping column's field is a constant: pin it like any other field.
      pinnedColumns: { left: [GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD], right: ['gross'] },
    },
  });

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={movieRows}
        columns={columns}
        initialState={initialState}
        defaultGroupingExpansionDepth={1}
        label="Films by director with the grouping column pinned; scroll sideways"
        disableRowSelectionOnClick
      />
    </Box>
  );
}
