import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type TeamMember = { id: number; name: string; role: string; years: number; remote: boolean };

const rows: TeamMember[] = [
  { id: 1, name: 'Amara Diallo', role: 'Engineering lead', years: 6, remote: true },
  { id: 2, name: 'Bastian Kühn', role: 'Designer', years: 2, remote: false },
  { id: 3, name: 'Carmen Ortiz', role: 'Support engineer', years: 4, remote: true },
  { id: 4, name: 'Dev Raman', role: 'Data analyst', years: 1, remote: false },
  { id: 5, name: 'Elena Popescu', role: 'Product manager', years: 8, remote: true },
];

const columns: GridColDef<TeamMember>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'role', headerName: 'Role', width: 170 },
  { field: 'years', headerName: 'Years on team', type: 'number', width: 130 },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 100 },
];

export default function QuickstartFirstGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
