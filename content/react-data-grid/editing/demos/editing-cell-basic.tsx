import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Plant = { id: number; name: string; stock: number; lastWatered: Date; outdoor: boolean; light: string };

const rows: Plant[] = [
  { id: 1, name: 'Fiddle-leaf fig', stock: 4, lastWatered: new Date(2025, 2, 3), outdoor: false, light: 'Bright' },
  { id: 2, name: 'Lavender', stock: 18, lastWatered: new Date(2025, 2, 5), outdoor: true, light: 'Full sun' },
  { id: 3, name: 'Snake plant', stock: 9, lastWatered: new Date(2025, 1, 20), outdoor: false, light: 'Shade' },
  { id: 4, name: 'Rosemary', stock: 12, lastWatered: new Date(2025, 2, 6), outdoor: true, light: 'Full sun' },
  { id: 5, name: 'Pothos', stock: 25, lastWatered: new Date(2025, 2, 1), outdoor: false, light: 'Shade' },
];

// Each column sets `editable: true`, so every cell can switch to its type's editor.
const columns: GridColDef<Plant>[] = [
  { field: 'name', headerName: 'Plant', width: 160, editable: true },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 100, editable: true },
  { field: 'lastWatered', headerName: 'Last watered', type: 'date', width: 140, editable: true },
  { field: 'outdoor', headerName: 'Outdoor', type: 'boolean', width: 100, editable: true },
  {
    field: 'light',
    headerName: 'Light',
    type: 'singleSelect',
    valueOptions: ['Full sun', 'Bright', 'Shade'],
    width: 120,
    editable: true,
  },
];

export default function EditingCellBasic() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} label="Plant nursery stock" hideFooter />
    </Box>
  );
}
