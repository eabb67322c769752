import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  type GridAggregationFunction,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { createMovieColumns } from '../../demo-data/movie-columns';
import { formatPercent } from '../../demo-data/grid-formatters';
import { movieRows, type MovieRow } from '../../demo-data/movie-rows';

type Money = { budget: number; gross: number };

/**
 * Return on budget of a whole group: total profit over total budget. Averaging each film's ratio
 * instead would let a cheap film with a huge multiple outweigh a blockbuster.
 */
const pooledReturn: GridAggregationFunction<Money, number> = {
  label: 'pooled',
  columnTypes: ['number'],
  // Hand the function both money fields of the row, not the ratio shown in the cell.
  getCellValue: ({ row }) => ({ budget: row.budget, gross: row.gross }),
  apply: ({ values }) => {
    let budget = 0;
    let gross = 0;
    for (const value of values) {
      if (!value) continue;
      budget += value.budget;
      gross += value.gross;
    }
    return budget === 0 ? null : (gross - budget) / budget;
  },
};

const movieColumns = createMovieColumns().filter((column) =>
  ['title', 'studio', 'budget', 'gross'].includes(column.field),
);

const columns: GridColDef<MovieRow>[] = [
  ...movieColumns,
  {
    field: 'returnOnBudget',
    headerName: 'Return',
    type: 'number',
    width: 130,
    valueGetter: (_value, row) => (row.budget ? (row.gross - row.budget) / row.budget : null),
    valueFormatter: formatPercent,
  },
];

export default function AggregationMultipleFields() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={movieRows}
        columns={columns}
        aggregationFunctions={{ ...GRID_AGGREGATION_FUNCTIONS, pooledReturn }}
        initialState={{
          rowGrouping: { model: ['studio'] },
          columns: { columnVisibilityModel: { studio: false } },
          aggregation: { model: { budget: 'sum', gross: 'sum', returnOnBudget: 'pooledReturn' } },
        }}
        label="Return on budget by studio"
        disableRowSelectionOnClick
      />
    </Box>
  );
}
