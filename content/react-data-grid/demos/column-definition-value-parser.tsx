import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Contact = { id: number; firstName: string; lastName: string; phone: string };

const rows: Contact[] = [
  { id: 1, firstName: 'Greta', lastName: 'Lindqvist', phone: '4670123456' },
  { id: 2, firstName: 'Omar', lastName: 'Farouk', phone: '2012345678' },
  { id: 3, firstName: 'Paula', lastName: 'Mendes', phone: '3519876543' },
];

const columns: GridColDef<Contact>[] = [
  {
    field: 'fullName',
    headerName: 'Full name (editable)',
    width: 220,
    editable: true,
    valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
    // Writes an edited full name back into the two fields the row really has.
    valueSetter: (value: string, row) => {
      const [firstName = '', ...rest] = value.trim().split(/\s+/);
      return { ...row, firstName, lastName: rest.join(' ') };
    },
  },
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  {
    field: 'phone',
    headerName: 'Phone (editable)',
    width: 180,
    editable: true,
    // Keeps digits only, so "+46 (70) 12-34" is stored as "46701234".
    valueParser: (value: string) => value.replace(/\D/g, ''),
    valueFormatter: (value: string) => `+${value}`,
  },
];

export default function ColumnDefinitionValueParser() {
  return (
    <Box sx={{ height: 280, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} label="Contacts" hideFooter />
    </Box>
  );
}
