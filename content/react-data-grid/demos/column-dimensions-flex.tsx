import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, code: 'LIS', airport: 'Humberto Delgado', city: 'Lisbon' },
  { id: 2, code: 'HEL', airport: 'Helsinki-Vantaa', city: 'Vantaa' },
  { id: 3, code: 'NBO', airport: 'Jomo Kenyatta International', city: 'Nairobi' },
];

const columns: GridColDef[] = [
  { field: 'code', headerName: 'Code (200 px)', width: 200 },
  { field: 'airport', headerName: 'Airport (flex 1)', flex: 1, minWidth: 120 },
  { field: 'city', headerName: 'City (flex 0.5, max 220)', flex: 0.5, maxWidth: 220 },
];

export default function ColumnDimensionsFlex() {
  const [width, setWidth] = React.useState(600);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography id="flex-grid-width" variant="body2">
        Grid width: {width} px
      </Typography>
      <Slider
        aria-labelledby="flex-grid-width"
        value={width}
        min={360}
        max={900}
        step={20}
        onChange={(_, value) => setWidth(value as number)}
        sx={{ maxWidth: 400 }}
      />
      <Box sx={{ height: 240, width, maxWidth: '100%' }}>
        <DataGrid rows={rows} columns={columns} label="Airports" hideFooter />
      </Box>
    </Box>
  );
}
