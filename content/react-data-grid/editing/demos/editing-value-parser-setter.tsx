import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Contact = { id: number; given: string; family: string; country: string };

const rows: Contact[] = [
  { id: 1, given: 'Nadia', family: 'Karimi', country: 'DE' },
  { id: 2, given: 'Kofi', family: 'Mensah', country: 'GH' },
  { id: 3, given: 'Chloé', family: 'Dubois', country: 'FR' },
];

const columns: GridColDef<Contact>[] = [
  {
    field: 'fullName',
    headerName: 'Full name (editable)',
    width: 210,
    editable: true,
    // Reads the two stored fields as one value…
    valueGetter: (_value, row) => `${row.given} ${row.family}`,
    // …and writes an edited value back into them. The first word is the given name.
    valueSetter: (value: string, row) => {
      const [given = '', ...rest] = value.trim().split(/\s+/);
      return { ...row, given, family: rest.join(' ') };
    },
  },
  { field: 'given', headerName: 'Given name', width: 130 },
  { field: 'family', headerName: 'Family name', width: 130 },
  {
    field: 'country',
    headerName: 'Country code (editable)',
    width: 190,
    editable: true,
    // Whatever is typed is stored as two upper-case letters.
    valueParser: (value: string) =>
      value
        .toUpperCase()
        .replace(/[^A-Z]/g, '')
        .slice(0, 2),
  },
];

export default function EditingValueParserSetter() {
  return (
    <Box sx={{ height: 260, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} label="Contacts" hideFooter />
    </Box>
  );
}
