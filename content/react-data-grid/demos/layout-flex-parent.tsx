import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Parcel = { id: number; tracking: string; city: string; weightKg: number };

const cities = ['Lisbon', 'Tallinn', 'Osaka', 'Quito', 'Accra', 'Perth'];
const allParcels: Parcel[] = Array.from({ length: 40 }, (_, index) => ({
  id: index + 1,
  tracking: `PX-${String(4100 + index * 7).padStart(5, '0')}`,
  city: cities[index % cities.length] ?? 'Lisbon',
  weightKg: Math.round(((index * 37) % 190) / 10 + 0.5),
}));

const columns: GridColDef<Parcel>[] = [
  { field: 'tracking', headerName: 'Tracking number', width: 160 },
  { field: 'city', headerName: 'Destination', width: 140 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 120 },
];

export default function LayoutFlexParent() {
  const [count, setCount] = React.useState(3);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={() => setCount((n) => Math.min(allParcels.length, n + 1))}>
          Add a parcel
        </Button>
        <Button size="small" variant="outlined" onClick={() => setCount((n) => Math.max(0, n - 1))}>
          Remove a parcel
        </Button>
      </Stack>
      {/* A column flex parent with no height: the grid grows with its rows. */}
      <Box sx={{ display: 'flex', flexDirection: 'column' }}>
        <DataGrid rows={allParcels.slice(0, count)} columns={columns} label="Parcels" hideFooterSelectedRowCount />
      </Box>
    </Stack>
  );
}
