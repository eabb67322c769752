import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridPreProcessEditCellProps } from '@mui/x-data-grid';

type Expense = { id: number; item: string; reimbursed: boolean; receipt: string };

const rows: Expense[] = [
  { id: 1, item: 'Train to Berlin', reimbursed: true, receipt: 'R-2291' },
  { id: 2, item: 'Team lunch', reimbursed: false, receipt: '' },
  { id: 3, item: 'Conference ticket', reimbursed: true, receipt: 'R-2304' },
];

const columns: GridColDef<Expense>[] = [
  { field: 'item', headerName: 'Expense', width: 170, editable: true },
  { field: 'reimbursed', headerName: 'Reimbursed', type: 'boolean', width: 120, editable: true },
  {
    field: 'receipt',
    headerName: 'Receipt number',
    width: 160,
    editable: true,
    // A receipt number is required only when the expense is marked as reimbursed.
    preProcessEditCellProps: ({ props, otherFieldsProps }: GridPreProcessEditCellProps) => {
      const reimbursed = Boolean(otherFieldsProps?.reimbursed?.value);
      const missing = !String(props.value ?? '').trim();
      return { ...props, error: reimbursed && missing };
    },
  },
];

export default function RecipesEditingConditionalValidation() {
  return (
    <Box sx={{ height: 240, width: '100%', '& .Mui-error': { bgcolor: 'error.light', color: 'error.contrastText' } }}>
      <DataGrid rows={rows} columns={columns} editMode="row" label="Expense claims" hideFooter />
    </Box>
  );
}
