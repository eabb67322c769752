import Box from '@mui/material/Box';
import { DataGrid, type GridCellParams, type GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, city: 'Lisbon', mon: 21, tue: 24, wed: 29, thu: 31, fri: 27 },
  { id: 2, city: 'Oslo', mon: 9, tue: 11, wed: 8, thu: 12, fri: 14 },
  { id: 3, city: 'Cairo', mon: 33, tue: 35, wed: 34, thu: 36, fri: 32 },
  { id: 4, city: 'Quito', mon: 17, tue: 18, wed: 16, thu: 19, fri: 18 },
];

const days = [
  { field: 'mon', label: 'Mon' },
  { field: 'tue', label: 'Tue' },
  { field: 'wed', label: 'Wed' },
  { field: 'thu', label: 'Thu' },
  { field: 'fri', label: 'Fri' },
];

const columns: GridColDef[] = [
  { field: 'city', headerName: 'City', width: 120 },
  ...days.map(({ field, label }) => ({ field, headerName: `${label} (°C)`, type: 'number' as const, width: 100 })),
];

// One function for every cell of every column: colour each temperature by band, leave the city alone.
const getCellClassName = (params: GridCellParams) => {
  if (params.field === 'city' || typeof params.value !== 'number') {
    return '';
  }
  if (params.value >= 30) {
    return 'temp-hot';
  }
  return params.value <= 12 ? 'temp-cold' : '';
};

export default function StyleCellsGrid() {
  return (
    <Box
      sx={{
        height: 280,
        width: '100%',
        '& .temp-hot': { bgcolor: '#ffe0cc', color: '#7a2e00' },
        '& .temp-cold': { bgcolor: '#d6ecff', color: '#003a70' },
      }}
    >
      <DataGrid rows={rows} columns={columns} label="Daily highs" getCellClassName={getCellClassName} hideFooter />
    </Box>
  );
}
