import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef, type GridValidRowModel } from '@mui/x-data-grid';
import { createFakeGridServer } from '../../../demo-data/fake-grid-server';

type Item = { id: number; name: string; quantity: number; bin: string };

const items: Item[] = [
  { id: 1, name: 'Hex bolts M6', quantity: 240, bin: 'A-01' },
  { id: 2, name: 'Washers 8 mm', quantity: 500, bin: 'A-02' },
  { id: 3, name: 'Cable ties', quantity: 75, bin: 'B-11' },
  { id: 4, name: 'Hinges, brass', quantity: 12, bin: 'C-04' },
];

const columns: GridColDef<Item>[] = [
  { field: 'name', headerName: 'Item', width: 170, editable: true },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110, editable: true },
  { field: 'bin', headerName: 'Bin', width: 90, editable: true },
];

// A pretend back end that answers after 500 ms and can be told to fail the next request.
const server = createFakeGridServer({ rows: items, columns, latency: 500 });

/** "Saves" a row: the server trims the name, refuses an empty one, and may fail on purpose. */
function saveItem(row: Item): Promise<Item & GridValidRowModel> {
  return server.request(() => {
    const name = row.name.trim();
    if (!name) throw new Error('The server refused an empty item name.');
    // Setting the quantity to 0 retires the item: the grid removes the row without rebuilding its row tree.
    if (row.quantity === 0) return { ...row, _action: 'delete' as const };
    return { ...row, name };
  });
}

export default function PersistenceServerSave() {
  const [message, setMessage] = React.useState<{ text: string; ok: boolean } | null>(null);

  const processRowUpdate = async (newRow: Item, oldRow: Item) => {
    const saved = await saveItem(newRow);
    setMessage({ text: `Saved "${oldRow.name}" (request ${server.requestCount}).`, ok: true });
    return saved;
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} alignItems="center">
        <Button size="small" variant="outlined" onClick={() => server.failNext()}>
          Fail the next save
        </Button>
      </Stack>
      <Box sx={{ height: 280 }}>
        <DataGrid
          rows={items}
          columns={columns}
          label="Warehouse stock"
          hideFooter
          processRowUpdate={processRowUpdate}
          // The rejected save keeps the cell in edit mode; this tells the user why.
          onProcessRowUpdateError={(error: Error) => setMessage({ text: error.message, ok: false })}
        />
      </Box>
      <Box role="status" aria-live="polite" sx={{ minHeight: 48 }}>
        {message && (
          <Alert severity={message.ok ? 'success' : 'error'} onClose={() => setMessage(null)}>
            {message.text}
          </Alert>
        )}
      </Box>
    </Stack>
  );
}
