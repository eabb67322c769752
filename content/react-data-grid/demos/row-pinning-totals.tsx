import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef, type GridPinnedRowsProp } from '@mui/x-data-grid-pro';

type BudgetLine = { id: string; category: string; planned: number; spent: number };

const lines: BudgetLine[] = [
  { id: 'venue', category: 'Venue hire', planned: 4200, spent: 4200 },
  { id: 'catering', category: 'Catering', planned: 3100, spent: 3475 },
  { id: 'av', category: 'Sound and lighting', planned: 1800, spent: 1520 },
  { id: 'travel', category: 'Speaker travel', planned: 2600, spent: 2310 },
  { id: 'print', category: 'Printing and signs', planned: 650, spent: 705 },
  { id: 'badges', category: 'Badges and lanyards', planned: 380, spent: 362 },
  { id: 'photo', category: 'Photographer', planned: 900, spent: 900 },
  { id: 'insurance', category: 'Event insurance', planned: 540, spent: 540 },
  { id: 'misc', category: 'Contingency', planned: 1000, spent: 215 },
];

const sum = (key: 'planned' | 'spent') => lines.reduce((total, line) => total + line[key], 0);

// Pinned rows follow the same shape as `rows`, with ids that no ordinary row uses.
// Declared at module level so the object keeps its reference between renders.
const pinnedRows: GridPinnedRowsProp<BudgetLine> = {
  top: [{ id: 'cap', category: 'Budget cap', planned: 15000, spent: 15000 }],
  bottom: [{ id: 'total', category: 'Total', planned: sum('planned'), spent: sum('spent') }],
};

const euro = (value: number) => `€${value.toLocaleString('en-GB')}`;

const columns: GridColDef<BudgetLine>[] = [
  { field: 'category', headerName: 'Category', flex: 1, minWidth: 180 },
  { field: 'planned', headerName: 'Planned', type: 'number', width: 120, valueFormatter: euro },
  { field: 'spent', headerName: 'Spent', type: 'number', width: 120, valueFormatter: euro },
  {
    field: 'difference',
    headerName: 'Difference',
    type: 'number',
    width: 130,
    valueGetter: (_value, row) => row.planned - row.spent,
    valueFormatter: (value: number) => (value < 0 ? `−${euro(-value)}` : euro(value)),
  },
];

export default function RowPinningTotals() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPro
        rows={lines}
        columns={columns}
        pinnedRows={pinnedRows}
        label="Conference budget"
        hideFooter
        sx={{ '& .MuiDataGrid-pinnedRows .MuiDataGrid-cell': { fontWeight: 600 } }}
      />
    </Box>
  );
}
