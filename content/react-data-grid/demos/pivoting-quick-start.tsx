import Box from '@mui/material/Box';
import { DataGridPremium, GridSidebarValue, type GridInitialState } from '@mui/x-data-grid-premium';
import { createMovieColumns } from '../../demo-data/movie-columns';
import { movieRows } from '../../demo-data/movie-rows';

const columns = createMovieColumns();

// Genres down the side, age certificates across the top, box office and film count in the cells.
const initialState: GridInitialState = {
  pivoting: {
    enabled: true,
    model: {
      rows: [{ field: 'genre' }],
      columns: [{ field: 'certificate', sort: 'asc' }],
      values: [
        { field: 'gross', aggFunc: 'sum' },
        { field: 'title', aggFunc: 'size' },
      ],
    },
  },
  sidebar: { open: true, value: GridSidebarValue.Pivot },
};

export default function PivotingQuickStart() {
  return (
    <Box sx={{ height: 520, width: '100%' }}>
      <DataGridPremium
        rows={movieRows}
        columns={columns}
        initialState={initialState}
        showToolbar
        columnGroupHeaderHeight={36}
        label="Films pivoted by genre and certificate"
      />
    </Box>
  );
}
