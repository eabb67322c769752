import Box from '@mui/material/Box';
import { DataGridPremium, GRID_AGGREGATION_FUNCTIONS, type GridAggregationFunction } from '@mui/x-data-grid-premium';
import { createMovieColumns } from '../../demo-data/movie-columns';
import { movieRows } from '../../demo-data/movie-rows';

/** The value met most often (ties go to the one met first). */
const mostCommon: GridAggregationFunction<string, string | null> = {
  label: 'most common',
  columnTypes: ['string', 'singleSelect'],
  apply: ({ values }) => {
    const counts = new Map<string, number>();
    let best: string | null = null;
    for (const value of values) {
      if (value == null || value === '') continue;
      const count = (counts.get(value) ?? 0) + 1;
      counts.set(value, count);
      if (best === null || count > (counts.get(best) ?? 0)) best = value;
    }
    return best;
  },
};

/** How many different values the column holds. A count, so it does not share the column's unit. */
const distinct: GridAggregationFunction<string, number> = {
  label: 'distinct',
  columnTypes: ['string', 'singleSelect'],
  hasCellUnit: false,
  apply: ({ values }) => new Set(values.filter((value) => value != null && value !== '')).size,
};

const aggregationFunctions = { ...GRID_AGGREGATION_FUNCTIONS, mostCommon, distinct };

const shownFields = ['title', 'studio', 'director', 'genre', 'gross'];
const columns = createMovieColumns().filter((column) => shownFields.includes(column.field));

export default function AggregationCustomFunction() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={movieRows}
        columns={columns}
        aggregationFunctions={aggregationFunctions}
        initialState={{
          aggregation: { model: { studio: 'mostCommon', director: 'distinct', genre: 'mostCommon', gross: 'sum' } },
        }}
        label="Films with custom footer functions"
        disableRowSelectionOnClick
      />
    </Box>
  );
}
