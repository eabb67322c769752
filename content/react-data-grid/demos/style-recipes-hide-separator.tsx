import Box from '@mui/material/Box';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, code: 'LIS', airport: 'Humberto Delgado', country: 'Portugal', gates: 48 },
  { id: 2, code: 'OSL', airport: 'Gardermoen', country: 'Norway', gates: 66 },
  { id: 3, code: 'NBO', airport: 'Jomo Kenyatta', country: 'Kenya', gates: 30 },
  { id: 4, code: 'YUL', airport: 'Trudeau', country: 'Canada', gates: 55 },
];

const columns: GridColDef[] = [
  // The two short columns have a fixed width: no resize handle, so no separator either.
  { field: 'code', headerName: 'Code', width: 90, resizable: false },
  { field: 'airport', headerName: 'Airport', width: 200 },
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'gates', headerName: 'Gates', type: 'number', width: 90, resizable: false },
];

export default function StyleRecipesHideSeparator() {
  return (
    <Box sx={{ height: 280, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        label="Airports"
        hideFooter
        sx={{
          [`& .${gridClasses.columnSeparator}:not(.${gridClasses['columnSeparator--resizable']})`]: {
            display: 'none',
          },
        }}
      />
    </Box>
  );
}
