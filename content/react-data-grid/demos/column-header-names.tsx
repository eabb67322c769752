import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, sensor: 'Greenhouse 1', pm25: 8.2, co2: 612, rh: 71 },
  { id: 2, sensor: 'Greenhouse 2', pm25: 11.6, co2: 845, rh: 78 },
  { id: 3, sensor: 'Packing shed', pm25: 21.3, co2: 502, rh: 55 },
];

const columns: GridColDef[] = [
  { field: 'sensor', headerName: 'Sensor', width: 150 },
  // Narrow on purpose: hover the cut-off headers to read their description.
  {
    field: 'pm25',
    headerName: 'Fine particulate matter',
    description: 'PM2.5 concentration in µg/m³, averaged over the last hour',
    type: 'number',
    width: 120,
  },
  {
    field: 'co2',
    headerName: 'Carbon dioxide',
    description: 'CO₂ in parts per million; above 1,000 ppm the ventilation starts',
    type: 'number',
    width: 110,
  },
  // Without headerName the field is shown; the description still appears on hover.
  { field: 'rh', description: 'Relative humidity, in percent', type: 'number', width: 80 },
];

export default function ColumnHeaderNames() {
  return (
    <Box sx={{ height: 260, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} label="Air quality" hideFooter />
    </Box>
  );
}
