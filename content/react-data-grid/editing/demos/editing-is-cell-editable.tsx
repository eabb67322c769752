import Box from '@mui/material/Box';
import { DataGrid, type GridCellParams, type GridColDef } from '@mui/x-data-grid';

type Invoice = { id: number; client: string; amount: number; status: 'Draft' | 'Sent' | 'Paid' };

const rows: Invoice[] = [
  { id: 101, client: 'Harbour Bakery', amount: 420, status: 'Draft' },
  { id: 102, client: 'Northwind Cycles', amount: 1280, status: 'Paid' },
  { id: 103, client: 'Moss & Fern', amount: 95, status: 'Draft' },
  { id: 104, client: 'Kettle Studio', amount: 2100, status: 'Sent' },
  { id: 105, client: 'Atlas Movers', amount: 640, status: 'Draft' },
];

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 90 },
  { field: 'client', headerName: 'Client', width: 170, editable: true },
  { field: 'amount', headerName: 'Amount (USD)', type: 'number', width: 130, editable: true },
  { field: 'status', headerName: 'Status', width: 100 },
];

// Columns say what may be edited at all; this callback narrows it down to draft invoices.
const isDraft = (params: GridCellParams<Invoice>) => params.row.status === 'Draft';

export default function EditingIsCellEditable() {
  return (
    <Box
      sx={{
        height: 320,
        width: '100%',
        '& .MuiDataGrid-cell--editable': { bgcolor: 'action.hover', fontWeight: 500 },
      }}
    >
      <DataGrid rows={rows} columns={columns} isCellEditable={isDraft} label="Invoices" hideFooter />
    </Box>
  );
}
