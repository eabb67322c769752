import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

// One row per certification; a volunteer appears on one row per certificate they hold.
type Certificate = { id: number; volunteerId: number; volunteer: string; age: number; certificate: string };

const certificates: Certificate[] = [
  { id: 1, volunteerId: 11, volunteer: 'Aino Virtanen', age: 34, certificate: 'First aid' },
  { id: 2, volunteerId: 11, volunteer: 'Aino Virtanen', age: 34, certificate: 'Boat licence' },
  { id: 3, volunteerId: 12, volunteer: 'Idris Bello', age: 34, certificate: 'First aid' },
  { id: 4, volunteerId: 13, volunteer: 'Clara Fuchs', age: 27, certificate: 'Radio operator' },
  { id: 5, volunteerId: 13, volunteer: 'Clara Fuchs', age: 27, certificate: 'Rope rescue' },
  { id: 6, volunteerId: 13, volunteer: 'Clara Fuchs', age: 27, certificate: 'First aid' },
  { id: 7, volunteerId: 14, volunteer: 'Mihai Popa', age: 27, certificate: 'Boat licence' },
];

const columns: GridColDef<Certificate>[] = [
  { field: 'volunteer', headerName: 'Volunteer', width: 150 },
  // Idris is as old as Aino, and Mihai as old as Clara. Prefixing the value with the volunteer's id
  // keeps their ages in separate cells, while each volunteer's own rows still merge.
  {
    field: 'age',
    headerName: 'Age',
    type: 'number',
    width: 80,
    rowSpanValueGetter: (value, row) => (row ? `${row.volunteerId}-${value}` : value),
  },
  { field: 'certificate', headerName: 'Certificate', flex: 1, minWidth: 160 },
];

export default function RowSpanningCustom() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={certificates}
        columns={columns}
        rowSpanning
        showCellVerticalBorder
        disableRowSelectionOnClick
        label="Volunteer certificates"
        hideFooter
      />
    </Box>
  );
}
