import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridRowClassNameParams } from '@mui/x-data-grid';

type Ticket = { id: number; subject: string; status: 'Open' | 'Waiting' | 'Closed' };

const rows: Ticket[] = [
  { id: 101, subject: 'Printer on floor 3 jams', status: 'Open' },
  { id: 102, subject: 'New laptop for intern', status: 'Closed' },
  { id: 103, subject: 'VPN drops every hour', status: 'Waiting' },
  { id: 104, subject: 'Reset e-mail password', status: 'Closed' },
  { id: 105, subject: 'Projector cable missing', status: 'Open' },
];

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', width: 90 },
  { field: 'subject', headerName: 'Subject', flex: 1 },
  { field: 'status', headerName: 'Status', width: 120 },
];

// The class name is derived from the row data: one class per status.
const getRowClassName = (params: GridRowClassNameParams<Ticket>) => `ticket--${params.row.status.toLowerCase()}`;

export default function StyleRows() {
  return (
    <Box
      sx={{
        height: 320,
        width: '100%',
        '& .ticket--open': { bgcolor: 'rgba(211, 47, 47, 0.12)' },
        '& .ticket--waiting': { bgcolor: 'rgba(237, 108, 2, 0.16)' },
        '& .ticket--closed': { color: 'text.secondary' },
      }}
    >
      <DataGrid rows={rows} columns={columns} label="Support tickets" getRowClassName={getRowClassName} hideFooter />
    </Box>
  );
}
