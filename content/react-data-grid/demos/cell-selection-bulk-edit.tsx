import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DataGridPremium,
  useGridApiRef,
  type GridCellSelectionModel,
  type GridColDef,
  type GridRowId,
} from '@mui/x-data-grid-premium';

interface StockRow {
  id: number;
  item: string;
  warehouse: string;
  onHand: number;
  reorderAt: number;
}

const columns: GridColDef<StockRow>[] = [
  { field: 'item', headerName: 'Item', width: 180, editable: true },
  { field: 'warehouse', headerName: 'Warehouse', width: 140, editable: true },
  { field: 'onHand', headerName: 'On hand', type: 'number', width: 110, editable: true },
  { field: 'reorderAt', headerName: 'Reorder at', type: 'number', width: 120, editable: true },
];

const initialRows: StockRow[] = [
  { id: 1, item: 'Oak desk', warehouse: 'Lyon', onHand: 14, reorderAt: 5 },
  { id: 2, item: 'Walnut shelf', warehouse: 'Lyon', onHand: 3, reorderAt: 4 },
  { id: 3, item: 'Desk lamp', warehouse: 'Porto', onHand: 62, reorderAt: 20 },
  { id: 4, item: 'Office chair', warehouse: 'Porto', onHand: 9, reorderAt: 10 },
  { id: 5, item: 'Filing cabinet', warehouse: 'Gdańsk', onHand: 21, reorderAt: 6 },
  { id: 6, item: 'Monitor arm', warehouse: 'Gdańsk', onHand: 40, reorderAt: 15 },
];

export default function CellSelectionBulkEdit() {
  const apiRef = useGridApiRef();
  const [rows, setRows] = React.useState(initialRows);
  const [selection, setSelection] = React.useState<GridCellSelectionModel>({ 2: { onHand: true } });
  const [value, setValue] = React.useState('');

  const selectedCells = Object.entries(selection).flatMap(([id, fields]) =>
    Object.entries(fields)
      .filter(([, selected]) => selected)
      .map(([field]) => ({ id: id as GridRowId, field })),
  );

  const applyToSelection = () => {
    setRows((current) =>
      current.map((row) => {
        const fields = selection[row.id];
        if (!fields) return row;
        // Number columns get a number, text columns the typed text.
        const changes = Object.fromEntries(
          columns
            .filter((column) => fields[column.field])
            .map((column) => [column.field, column.type === 'number' ? Number(value) : value]),
        );
        return { ...row, ...changes };
      }),
    );
    const [first] = selectedCells;
    if (first) apiRef.current?.setCellFocus(first.id, first.field);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
        <TextField
          size="small"
          label={`New value for ${selectedCells.length} selected cell(s)`}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          disabled={selectedCells.length === 0}
          sx={{ minWidth: 260 }}
        />
        <Button variant="contained" size="small" onClick={applyToSelection} disabled={selectedCells.length === 0}>
          Apply
        </Button>
      </Stack>
      <Box sx={{ height: 340 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          label="Warehouse stock"
          cellSelection
          rowSelection={false}
          cellSelectionModel={selection}
          onCellSelectionModelChange={setSelection}
          hideFooter
        />
      </Box>
    </Box>
  );
}
