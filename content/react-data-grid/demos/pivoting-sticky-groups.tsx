import Box from '@mui/material/Box';
import { DataGridPremium, type GridPivotModel } from '@mui/x-data-grid-premium';
import { createMovieColumns } from '../../demo-data/movie-columns';
import { movieRows } from '../../demo-data/movie-rows';

const columns = createMovieColumns();

// Decades of years, each split by genre: far wider than the grid, so the year labels would scroll away.
const pivotModel: GridPivotModel = {
  rows: [{ field: 'studio' }],
  columns: [
    { field: 'year', sort: 'desc' },
    { field: 'genre', sort: 'asc' },
  ],
  values: [
    { field: 'gross', aggFunc: 'sum' },
    { field: 'rating', aggFunc: 'avg' },
  ],
};

export default function PivotingStickyGroups() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        rows={movieRows}
        columns={columns}
        initialState={{ pivoting: { model: pivotModel, enabled: true } }}
        showToolbar
        columnGroupHeaderHeight={36}
        label="Films by studio, year and genre"
        sx={{
          // A filled group header lets its label overflow, and the label sticks to the left edge.
          '& .MuiDataGrid-columnHeader--filledGroup .MuiDataGrid-columnHeaderTitleContainer': {
            overflow: 'visible',
          },
          '& .MuiDataGrid-columnHeader--filledGroup .MuiDataGrid-columnHeaderTitleContainerContent': {
            position: 'sticky',
            left: 12,
          },
        }}
      />
    </Box>
  );
}
