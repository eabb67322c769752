import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGridPro, useGridApiRef, type GridColDef } from '@mui/x-data-grid-pro';

type Quote = { id: string; price: number; ticks: number };

const symbols = ['AURA', 'BRKN', 'CELX', 'DYNO', 'ELMR', 'FJRD'];
const initialQuotes: Quote[] = symbols.map((id, index) => ({ id, price: 40 + index * 12.5, ticks: 0 }));

const columns: GridColDef<Quote>[] = [
  { field: 'id', headerName: 'Symbol', width: 110 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => value.toFixed(2),
  },
  { field: 'ticks', headerName: 'Updates received', type: 'number', flex: 1, minWidth: 150 },
];

// A made-up quote feed: one price change every 10 ms, for a symbol picked in turn.
// Returns a function that stops the feed.
function subscribeToPriceFeed(onQuote: (id: string, move: number) => void) {
  let tick = 0;
  const timer = setInterval(() => {
    onQuote(symbols[tick % symbols.length]!, Math.sin(tick / 7) * 0.4);
    tick += 1;
  }, 10);
  return () => clearInterval(timer);
}

export default function RowUpdatesThrottle() {
  const apiRef = useGridApiRef();
  const [throttleMs, setThrottleMs] = React.useState(2000);

  React.useEffect(() => {
    // The latest quotes are kept here: while updates are held back, the grid still shows older values.
    const latest = new Map(initialQuotes.map((quote) => [quote.id, quote]));
    return subscribeToPriceFeed((id, move) => {
      const quote = latest.get(id);
      if (!quote) return;
      const next = { id, price: Math.max(1, quote.price + move), ticks: quote.ticks + 1 };
      latest.set(id, next);
      apiRef.current?.updateRows([next]);
    });
  }, [apiRef]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography id="row-updates-throttle-label" variant="body2">
          Apply updates every
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={throttleMs}
          onChange={(_, value: number | null) => value !== null && setThrottleMs(value)}
          aria-labelledby="row-updates-throttle-label"
        >
          <ToggleButton value={0}>0 ms</ToggleButton>
          <ToggleButton value={500}>500 ms</ToggleButton>
          <ToggleButton value={2000}>2 s</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Box sx={{ height: 320 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={initialQuotes}
          columns={columns}
          label="Live quotes"
          throttleRowsMs={throttleMs}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
