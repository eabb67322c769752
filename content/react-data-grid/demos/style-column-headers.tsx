import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, station: 'North pier', rainfall: 42, windSpeed: 18 },
  { id: 2, station: 'Hill top', rainfall: 67, windSpeed: 31 },
  { id: 3, station: 'Old harbour', rainfall: 38, windSpeed: 12 },
  { id: 4, station: 'Airfield', rainfall: 51, windSpeed: 24 },
];

const columns: GridColDef[] = [
  { field: 'station', headerName: 'Station', width: 160 },
  // Both measurement headers share one class and are centred.
  {
    field: 'rainfall',
    headerName: 'Rainfall (mm)',
    width: 150,
    headerClassName: 'weather-header',
    headerAlign: 'center',
  },
  {
    field: 'windSpeed',
    headerName: 'Wind (km/h)',
    width: 150,
    headerClassName: 'weather-header',
    headerAlign: 'center',
  },
];

export default function StyleColumnHeaders() {
  return (
    <Box
      sx={{
        height: 260,
        width: '100%',
        '& .weather-header': { bgcolor: 'primary.main', color: 'primary.contrastText', fontStyle: 'italic' },
      }}
    >
      <DataGrid rows={rows} columns={columns} label="Weather stations" hideFooter />
    </Box>
  );
}
