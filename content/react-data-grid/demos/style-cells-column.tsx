import Box from '@mui/material/Box';
import { DataGrid, type GridCellParams, type GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, account: 'Office rent', month: 'March', change: -1200 },
  { id: 2, account: 'Consulting fees', month: 'March', change: 4800 },
  { id: 3, account: 'Cloud hosting', month: 'March', change: -640 },
  { id: 4, account: 'Licence resale', month: 'March', change: 0 },
  { id: 5, account: 'Training day', month: 'March', change: 950 },
];

const columns: GridColDef[] = [
  // A fixed class: every cell of the column gets it.
  { field: 'account', headerName: 'Account', width: 180, cellClassName: 'ledger-account' },
  { field: 'month', headerName: 'Month', width: 110 },
  {
    field: 'change',
    headerName: 'Change (USD)',
    type: 'number',
    width: 150,
    // A function: the class depends on the value of the cell.
    cellClassName: (params: GridCellParams<(typeof rows)[number], number>) => {
      if (params.value == null || params.value === 0) {
        return '';
      }
      return params.value > 0 ? 'ledger-gain' : 'ledger-loss';
    },
  },
];

export default function StyleCellsColumn() {
  return (
    <Box
      sx={(theme) => ({
        height: 320,
        width: '100%',
        '& .ledger-account': { fontWeight: 600 },
        // A darker shade on the light background, a lighter one on the dark background.
        '& .ledger-gain': {
          color: 'success.dark',
          bgcolor: 'rgba(46, 125, 50, 0.1)',
          ...theme.applyStyles('dark', { color: 'success.light' }),
        },
        '& .ledger-loss': {
          color: 'error.dark',
          bgcolor: 'rgba(211, 47, 47, 0.1)',
          ...theme.applyStyles('dark', { color: 'error.light' }),
        },
      })}
    >
      <DataGrid rows={rows} columns={columns} label="Ledger" hideFooter />
    </Box>
  );
}
