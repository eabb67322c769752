import Box from '@mui/material/Box';
import { DataGridPremium, GridSidebarValue, type GridColDef } from '@mui/x-data-grid-premium';
import { createMovieColumns } from '../../demo-data/movie-columns';
import { movieRows, type MovieRow } from '../../demo-data/movie-rows';

// Each title and release date is unique, so pivoting by them would make one group per film.
const unique = ['title', 'releaseDate'];
const columns: GridColDef<MovieRow>[] = createMovieColumns().map((column) =>
  unique.includes(column.field) ? { ...column, pivotable: false } : column,
);

export default function PivotingNonPivotable() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPremium
        rows={movieRows}
        columns={columns}
        initialState={{ sidebar: { open: true, value: GridSidebarValue.Pivot } }}
        showToolbar
        columnGroupHeaderHeight={36}
        label="Films where title and release date cannot be pivoted"
      />
    </Box>
  );
}
