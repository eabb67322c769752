import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Cafe = { id: number; name: string; city: string };

const rows: Cafe[] = [
  { id: 1, name: 'Café Brûlé', city: 'Montréal' },
  { id: 2, name: 'Cafe Nord', city: 'Tromsø' },
  { id: 3, name: 'Crème & Co', city: 'São Paulo' },
  { id: 4, name: 'Creme Corner', city: 'Sao Vicente' },
  { id: 5, name: 'Öl och Kaffe', city: 'Malmö' },
];

const columns: GridColDef<Cafe>[] = [
  { field: 'name', headerName: 'Café', width: 180 },
  { field: 'city', headerName: 'City', width: 160 },
];

export default function FilteringDiacritics() {
  const [ignoreDiacritics, setIgnoreDiacritics] = React.useState(true);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={ignoreDiacritics} onChange={(event) => setIgnoreDiacritics(event.target.checked)} />}
        label="Ignore accents (é = e)"
      />
      <Box sx={{ height: 320 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          label="Cafés"
          hideFooter
          ignoreDiacritics={ignoreDiacritics}
          initialState={{
            filter: { filterModel: { items: [{ field: 'name', operator: 'contains', value: 'cafe' }] } },
          }}
        />
      </Box>
    </Stack>
  );
}
