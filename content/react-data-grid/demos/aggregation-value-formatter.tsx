import Box from '@mui/material/Box';
import { DataGridPremium, GRID_AGGREGATION_FUNCTIONS, type GridAggregationFunction } from '@mui/x-data-grid-premium';
import { createMovieColumns } from '../../demo-data/movie-columns';
import { movieRows } from '../../demo-data/movie-rows';

const sum = GRID_AGGREGATION_FUNCTIONS.sum;

/**
 * The built-in sum, shown as a viewing time: films run in minutes, but thousands of minutes
 * read better as hours.
 */
const watchTime: GridAggregationFunction = {
  ...sum,
  label: 'watch time',
  valueFormatter: (value?: number) => {
    if (value == null) return '';
    return `${Math.floor(value / 60)} h ${String(value % 60).padStart(2, '0')} min`;
  },
};

const shownFields = ['title', 'genre', 'year', 'runtime'];
const columns = createMovieColumns().filter((column) => shownFields.includes(column.field));

export default function AggregationValueFormatter() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={movieRows}
        columns={columns}
        aggregationFunctions={{ ...GRID_AGGREGATION_FUNCTIONS, watchTime }}
        initialState={{
          rowGrouping: { model: ['genre'] },
          columns: { columnVisibilityModel: { genre: false } },
          aggregation: { model: { runtime: 'watchTime' } },
        }}
        label="Watch time by genre"
        disableRowSelectionOnClick
      />
    </Box>
  );
}
