import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { createMovieColumns } from '../../demo-data/movie-columns';
import { movieRows, type MovieRow } from '../../demo-data/movie-rows';

const columns: GridColDef<MovieRow>[] = createMovieColumns().map((column) => {
  if (column.field === 'year') {
    // Cells still show 1997; the group key is the decade.
    return { ...column, groupingValueGetter: (value: number) => `${Math.floor(value / 10) * 10}s` };
  }
  if (column.field === 'budget') {
    return {
      ...column,
      groupingValueGetter: (value: number) => {
        if (value < 20_000_000) return 'Under $20M';
        return value < 100_000_000 ? '$20M to $100M' : '$100M and more';
      },
    };
  }
  return column;
});

export default function RowGroupingValueGetter() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={movieRows}
        columns={columns}
        initialState={{ rowGrouping: { model: ['year', 'budget'] } }}
        label="Films by decade and budget band"
        disableRowSelectionOnClick
      />
    </Box>
  );
}
