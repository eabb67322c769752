import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Dish = { id: number; dish: string; origin: string };

const rows: Dish[] = [
  { id: 1, dish: 'Crème brûlée', origin: 'France' },
  { id: 2, dish: 'Creme caramel', origin: 'Spain' },
  { id: 3, dish: 'Pão de queijo', origin: 'Brazil' },
  { id: 4, dish: 'Jalapeño poppers', origin: 'United States' },
  { id: 5, dish: 'Smørrebrød', origin: 'Denmark' },
];

const columns: GridColDef<Dish>[] = [
  { field: 'dish', headerName: 'Dish', width: 180 },
  { field: 'origin', headerName: 'Origin', width: 150 },
];

export default function QuickFilterDiacritics() {
  const [ignoreDiacritics, setIgnoreDiacritics] = React.useState(true);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={ignoreDiacritics} onChange={(event) => setIgnoreDiacritics(event.target.checked)} />}
        label="Ignore diacritics"
      />
      <Box sx={{ height: 340 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          label="Desserts and snacks"
          showToolbar
          hideFooter
          ignoreDiacritics={ignoreDiacritics}
          initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['creme'] } } }}
        />
      </Box>
    </Stack>
  );
}
