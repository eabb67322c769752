import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface BudgetRow {
  id: number;
  team: string;
  q1: number;
  q2: number;
  q3: number;
  q4: number;
}

const columns: GridColDef<BudgetRow>[] = [
  { field: 'team', headerName: 'Team', width: 160, editable: true },
  ...(['q1', 'q2', 'q3', 'q4'] as const).map((field): GridColDef<BudgetRow> => ({
    field,
    headerName: field.toUpperCase(),
    type: 'number',
    width: 110,
    editable: true,
  })),
];

const startRows: BudgetRow[] = [
  { id: 1, team: 'Platform', q1: 120, q2: 135, q3: 128, q4: 150 },
  { id: 2, team: 'Mobile', q1: 80, q2: 82, q3: 95, q4: 97 },
  { id: 3, team: 'Data', q1: 64, q2: 70, q3: 71, q4: 88 },
  { id: 4, team: 'Design', q1: 40, q2: 42, q3: 45, q4: 45 },
];

const STORAGE_KEY = 'x-docs-clipboard-budget';

function readSaved(): BudgetRow[] {
  if (typeof window === 'undefined') return startRows;
  const saved = window.sessionStorage.getItem(STORAGE_KEY);
  return saved ? (JSON.parse(saved) as BudgetRow[]) : startRows;
}

export default function ClipboardPastePersistence() {
  const [rows, setRows] = React.useState<BudgetRow[]>(startRows);

  // Read the saved rows after mounting, so the prerendered grid and the first render agree.
  React.useEffect(() => setRows(readSaved()), []);

  // Called once per pasted row, like an edit: store the row, then hand it back to the grid.
  const processRowUpdate = (newRow: BudgetRow) => {
    setRows((current) => {
      const next = current.map((row) => (row.id === newRow.id ? newRow : row));
      window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
      return next;
    });
    return newRow;
  };

  const reset = () => {
    window.sessionStorage.removeItem(STORAGE_KEY);
    setRows(startRows);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Button size="small" variant="outlined" onClick={reset} sx={{ mb: 1 }}>
        Forget saved values
      </Button>
      <Box sx={{ height: 300 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          label="Quarterly budget, kept for this browser session"
          cellSelection
          rowSelection={false}
          processRowUpdate={processRowUpdate}
          hideFooter
        />
      </Box>
    </Box>
  );
}
