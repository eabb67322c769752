import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  gridColumnFieldsSelector,
  useGridApiRef,
  type GridColDef,
  type GridColumnResizeParams,
} from '@mui/x-data-grid-pro';
import { createOrderRows, type OrderRow } from '../../demo-data/grid-rows';

const rows = createOrderRows(30, 19);
const rates = { EUR: 1, USD: 1.08, JPY: 162 } as const;
type Currency = keyof typeof rates;

// Rebuilt whenever the currency changes, so the grid receives a new `columns` array each time.
function buildColumns(currency: Currency): GridColDef<OrderRow>[] {
  const money = (value: number) =>
    new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(value * rates[currency]);
  return [
    { field: 'id', headerName: '#', type: 'number', width: 70 },
    { field: 'customer', headerName: 'Customer', width: 150 },
    { field: 'product', headerName: 'Product', width: 200 },
    { field: 'unitPrice', headerName: `Unit price (${currency})`, type: 'number', width: 150, valueFormatter: money },
    { field: 'status', headerName: 'Status', width: 110 },
  ];
}

/** Remembers widths and order set by the reader and applies them to every new `columns` array. */
function useRememberedColumns(apiRef: ReturnType<typeof useGridApiRef>, columns: GridColDef<OrderRow>[]) {
  const [widths, setWidths] = React.useState<Record<string, number>>({});
  const [order, setOrder] = React.useState<string[]>(() => columns.map((column) => column.field));

  const onColumnWidthChange = React.useCallback(({ colDef, width }: GridColumnResizeParams) => {
    setWidths((current) => ({ ...current, [colDef.field]: width }));
  }, []);

  const onColumnOrderChange = React.useCallback(() => setOrder(gridColumnFieldsSelector(apiRef)), [apiRef]);

  const rememberedColumns = React.useMemo(() => {
    const byField = new Map(columns.map((column) => [column.field, column]));
    // Known fields in the remembered order first, then any column that is new.
    const ordered = [...order, ...columns.map((column) => column.field).filter((field) => !order.includes(field))];
    return ordered.flatMap((field) => {
      const column = byField.get(field);
      if (!column) return [];
      const width = widths[field];
      return [width === undefined ? column : { ...column, width }];
    });
  }, [columns, order, widths]);

  return { columns: rememberedColumns, onColumnWidthChange, onColumnOrderChange };
}

export default function ColumnRecipesPersistWidthOrder() {
  const apiRef = useGridApiRef();
  const [currency, setCurrency] = React.useState<Currency>('EUR');
  const columns = React.useMemo(() => buildColumns(currency), [currency]);
  const remembered = useRememberedColumns(apiRef, columns);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography id="column-recipes-currency-label" variant="body2">
          Currency
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={currency}
          onChange={(_, next: Currency | null) => next && setCurrency(next)}
          aria-labelledby="column-recipes-currency-label"
        >
          {Object.keys(rates).map((code) => (
            <ToggleButton key={code} value={code}>
              {code}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={remembered.columns}
          onColumnWidthChange={remembered.onColumnWidthChange}
          onColumnOrderChange={remembered.onColumnOrderChange}
          label="Orders: resize or move columns, then change the currency"
        />
      </Box>
    </Stack>
  );
}
