import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Price = { id: number; product: string; price: number };

const prices: Price[] = [
  { id: 1, product: 'Espresso beans, 1 kg', price: 24 },
  { id: 2, product: 'Oat milk, 1 l', price: 2.5 },
  { id: 3, product: 'Paper cups, 100 pack', price: 9 },
];

const columns: GridColDef<Price>[] = [
  {
    field: 'product',
    headerName: 'Product',
    width: 210,
    editable: true,
    preProcessEditCellProps: ({ props }) => ({ ...props, error: !String(props.value ?? '').trim() }),
  },
  { field: 'price', headerName: 'Price (EUR)', type: 'number', width: 120, editable: true },
];

type Pending = { newRow: Price; oldRow: Price; settle: (row: Price) => void };

/** Lists the fields whose value differs between two versions of a row. */
function describeChange(newRow: Price, oldRow: Price): string[] {
  return (Object.keys(newRow) as (keyof Price)[])
    .filter((key) => newRow[key] !== oldRow[key])
    .map((key) => `${key}: ${oldRow[key]} → ${newRow[key]}`);
}

export default function PersistenceConfirm() {
  const [pending, setPending] = React.useState<Pending | null>(null);

  // The grid waits on this promise; it settles when the user answers the dialog.
  const processRowUpdate = (newRow: Price, oldRow: Price) =>
    new Promise<Price>((settle) => {
      if (describeChange(newRow, oldRow).length === 0) settle(oldRow);
      else setPending({ newRow, oldRow, settle });
    });

  const answer = (keep: boolean) => {
    if (!pending) return;
    // Resolving with the old row leaves edit mode and leaves the grid's data unchanged.
    pending.settle(keep ? pending.newRow : pending.oldRow);
    setPending(null);
  };

  return (
    <Box sx={{ height: 240, width: '100%' }}>
      <DataGrid
        rows={prices}
        columns={columns}
        label="Café price list"
        hideFooter
        processRowUpdate={processRowUpdate}
      />
      <Dialog open={pending !== null} onClose={() => answer(false)} aria-labelledby="persistence-confirm-title">
        <DialogTitle id="persistence-confirm-title">Keep this change?</DialogTitle>
        <DialogContent>
          {pending && (
            <ul>
              {describeChange(pending.newRow, pending.oldRow).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => answer(false)}>Undo</Button>
          <Button variant="contained" onClick={() => answer(true)}>
            Keep
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
