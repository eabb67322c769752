import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type InvoiceLine =
  | { id: string; kind: 'item'; description: string; quantity: number; unitPrice: number }
  | { id: string; kind: 'summary'; label: string; amount: number };

const items = [
  { id: 'a', kind: 'item', description: 'Website redesign (fixed fee)', quantity: 1, unitPrice: 4800 },
  { id: 'b', kind: 'item', description: 'Copywriting, per page', quantity: 12, unitPrice: 95 },
  { id: 'c', kind: 'item', description: 'Stock photo licences', quantity: 8, unitPrice: 29 },
] as const;

const subtotal = items.reduce((sum, item) => sum + item.quantity * item.unitPrice, 0);
const rows: InvoiceLine[] = [
  ...items,
  { id: 'subtotal', kind: 'summary', label: 'Subtotal', amount: subtotal },
  { id: 'vat', kind: 'summary', label: 'VAT 21%', amount: subtotal * 0.21 },
  { id: 'total', kind: 'summary', label: 'Total', amount: subtotal * 1.21 },
];

const money = (value: number) => value.toLocaleString('en-IE', { style: 'currency', currency: 'EUR' });

const columns: GridColDef<InvoiceLine>[] = [
  {
    field: 'description',
    headerName: 'Description',
    width: 260,
    sortable: false,
    valueGetter: (_value, row) => (row.kind === 'item' ? row.description : row.label),
    // Summary lines stretch their label over Description, Quantity and Unit price.
    colSpan: (_value, row) => (row.kind === 'summary' ? 3 : undefined),
    cellClassName: ({ row }) => (row.kind === 'summary' ? 'summary-label' : ''),
  },
  {
    field: 'quantity',
    headerName: 'Quantity',
    type: 'number',
    width: 100,
    sortable: false,
    valueGetter: (_value, row) => (row.kind === 'item' ? row.quantity : null),
  },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 120,
    sortable: false,
    valueGetter: (_value, row) => (row.kind === 'item' ? row.unitPrice : null),
    valueFormatter: (value: number | null) => (value == null ? '' : money(value)),
  },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 130,
    sortable: false,
    valueGetter: (_value, row) => (row.kind === 'item' ? row.quantity * row.unitPrice : row.amount),
    valueFormatter: (value: number) => money(value),
  },
];

export default function ColumnSpanningFunction() {
  return (
    <Box
      sx={{
        height: 380,
        width: '100%',
        '& .summary-label': { justifyContent: 'flex-end', fontWeight: 600 },
      }}
    >
      {/* Sorting, filtering and hiding are off: they would break the invoice layout. */}
      <DataGrid
        rows={rows}
        columns={columns}
        label="Invoice"
        hideFooter
        disableColumnFilter
        disableColumnMenu
        showCellVerticalBorder
        getRowClassName={({ row }) => (row.id === 'total' ? 'total-row' : '')}
        sx={{ '& .total-row': { fontWeight: 700 } }}
      />
    </Box>
  );
}
