import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGridPremium, useGridApiRef, type GridColDef, type GridRowId } from '@mui/x-data-grid-premium';

type Stock = { id: number; product: string; shelf: number; backroom: number };

const stock: Stock[] = [
  { id: 1, product: 'Notebooks A5', shelf: 40, backroom: 120 },
  { id: 2, product: 'Gel pens, blue', shelf: 85, backroom: 300 },
  { id: 3, product: 'Sticky notes', shelf: 22, backroom: 60 },
  { id: 4, product: 'Paper clips', shelf: 15, backroom: 200 },
  { id: 5, product: 'Highlighters', shelf: 30, backroom: 90 },
];

const columns: GridColDef<Stock>[] = [
  { field: 'product', headerName: 'Product', width: 160, editable: true },
  { field: 'shelf', headerName: 'On shelf', type: 'number', width: 100, editable: true },
  { field: 'backroom', headerName: 'Back room', type: 'number', width: 110, editable: true },
];

export default function RecipesEditingBulkPremium() {
  const apiRef = useGridApiRef();
  const originals = React.useRef(new Map<GridRowId, Stock>());
  const [edited, setEdited] = React.useState<ReadonlySet<GridRowId>>(new Set());

  // Cell edits and pasted cells both arrive here, one call per changed row.
  const processRowUpdate = (newRow: Stock, oldRow: Stock) => {
    if (!originals.current.has(newRow.id)) originals.current.set(newRow.id, oldRow);
    setEdited((current) => new Set(current).add(newRow.id));
    return newRow;
  };

  const finish = (keep: boolean) => {
    if (!keep) apiRef.current?.updateRows([...originals.current.values()]);
    originals.current.clear();
    setEdited(new Set());
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="contained" disabled={edited.size === 0} onClick={() => finish(true)}>
          Save {edited.size || ''}
        </Button>
        <Button size="small" disabled={edited.size === 0} onClick={() => finish(false)}>
          Discard
        </Button>
      </Stack>
      <Box sx={{ height: 320, '& .row--edited': { bgcolor: 'warning.light' } }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={stock}
          columns={columns}
          label="Stationery stock"
          cellSelection
          hideFooter
          processRowUpdate={processRowUpdate}
          getRowClassName={({ id }) => (edited.has(id) ? 'row--edited' : '')}
        />
      </Box>
    </Stack>
  );
}
