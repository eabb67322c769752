import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridColTypeDef } from '@mui/x-data-grid';

const euros = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

// Reusable column types: spread them into any column definition.
const eurPrice: GridColTypeDef<number, string> = {
  type: 'number',
  width: 120,
  valueFormatter: (value) => (value == null ? '' : euros.format(value)),
  cellClassName: 'tabular-figures',
};

const percentChange: GridColTypeDef<number, string> = {
  type: 'number',
  width: 110,
  valueFormatter: (value) => (value == null ? '' : `${value > 0 ? '+' : ''}${(value * 100).toFixed(1)} %`),
  cellClassName: (params) => {
    const value = params.value as number | undefined;
    if (value == null || value === 0) return 'tabular-figures';
    return value > 0 ? 'tabular-figures change-up' : 'tabular-figures change-down';
  },
};

type Fund = { id: number; fund: string; buyPrice: number; lastPrice: number; dayChange: number; ticker: string };

const rows: Fund[] = [
  { id: 1, fund: 'Alder Global Equity', buyPrice: 102.4, lastPrice: 118.95, dayChange: 0.012, ticker: 'ALGE' },
  { id: 2, fund: 'Birchwood Bond Index', buyPrice: 54.1, lastPrice: 52.3, dayChange: -0.004, ticker: 'BWBI' },
  { id: 3, fund: 'Cedar Emerging Markets', buyPrice: 23.75, lastPrice: 27.4, dayChange: 0.031, ticker: 'CDEM' },
  { id: 4, fund: 'Juniper Real Estate', buyPrice: 88, lastPrice: 88, dayChange: 0, ticker: 'JNRE' },
];

const columns: GridColDef<Fund>[] = [
  { field: 'fund', headerName: 'Fund', width: 200 },
  { field: 'buyPrice', headerName: 'Bought at', ...eurPrice },
  { field: 'lastPrice', headerName: 'Last price', ...eurPrice },
  { field: 'dayChange', headerName: 'Today', ...percentChange },
  // An unknown type falls back to the string type.
  { field: 'ticker', headerName: 'Ticker', type: 'isin' as GridColDef['type'], width: 100 },
];

export default function CustomColumnsTypes() {
  return (
    <Box
      sx={{
        height: 300,
        width: '100%',
        '& .tabular-figures': { fontVariantNumeric: 'tabular-nums' },
        '& .change-up': { color: 'success.main' },
        '& .change-down': { color: 'error.main' },
      }}
    >
      <DataGrid rows={rows} columns={columns} label="Funds" hideFooter />
    </Box>
  );
}
