import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import { DataGridPremium, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid-premium';
import { createMovieColumns } from '../../demo-data/movie-columns';
import { movieRows, type MovieRow } from '../../demo-data/movie-rows';

function renderScore(params: GridRenderCellParams<MovieRow, number>) {
  if (params.value == null) return null;
  // An aggregated cell whose value is not a score (a count from `size`) is shown as plain text.
  if (params.aggregation && !params.aggregation.hasCellUnit) return params.formattedValue;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, height: '100%' }}>
      <Rating value={params.value / 2} precision={0.1} size="small" readOnly />
      <span>{params.value.toFixed(1)}</span>
    </Box>
  );
}

const movieColumns = createMovieColumns().filter((column) => ['title', 'genre'].includes(column.field));

const columns: GridColDef<MovieRow>[] = [
  ...movieColumns,
  { field: 'rating', headerName: 'Reviews (out of 10)', type: 'number', width: 220, renderCell: renderScore },
];

export default function AggregationRenderCell() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={movieRows}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['genre'] },
          columns: { columnVisibilityModel: { genre: false } },
          aggregation: { model: { rating: 'avg' } },
        }}
        label="Review scores by genre"
        disableRowSelectionOnClick
      />
    </Box>
  );
}
