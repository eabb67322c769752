import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import ThermostatIcon from '@mui/icons-material/Thermostat';
import WaterDropIcon from '@mui/icons-material/WaterDropOutlined';
import AirIcon from '@mui/icons-material/Air';
import { DataGrid, type GridColDef, type GridColumnHeaderParams } from '@mui/x-data-grid';

const rows = [
  { id: 1, city: 'Tromsø', temp: -4, rain: 2.1, wind: 38 },
  { id: 2, city: 'Seville', temp: 24, rain: 0, wind: 9 },
  { id: 3, city: 'Wellington', temp: 13, rain: 6.4, wind: 52 },
];

/** An icon, the header name and its unit, in place of the plain header text. */
function headerWithIcon(icon: ReactNode, unit: string) {
  return function renderHeader(params: GridColumnHeaderParams) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        {icon}
        <strong>{params.colDef.headerName}</strong>
        <Tooltip title={`Measured in ${unit}`}>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            ({unit})
          </Box>
        </Tooltip>
      </Box>
    );
  };
}

const columns: GridColDef[] = [
  { field: 'city', headerName: 'City', width: 140, headerClassName: 'city-header' },
  {
    field: 'temp',
    headerName: 'Temp.',
    type: 'number',
    width: 150,
    renderHeader: headerWithIcon(<ThermostatIcon fontSize="small" aria-hidden />, '°C'),
  },
  {
    field: 'rain',
    headerName: 'Rain',
    type: 'number',
    width: 150,
    headerAlign: 'center',
    renderHeader: headerWithIcon(<WaterDropIcon fontSize="small" aria-hidden />, 'mm'),
  },
  {
    field: 'wind',
    headerName: 'Wind',
    type: 'number',
    width: 150,
    renderHeader: headerWithIcon(<AirIcon fontSize="small" aria-hidden />, 'km/h'),
  },
];

export default function ColumnHeaderRenderHeader() {
  return (
    <Box sx={{ height: 260, width: '100%', '& .city-header': { bgcolor: 'action.hover' } }}>
      <DataGrid rows={rows} columns={columns} label="Weather today" hideFooter />
    </Box>
  );
}
