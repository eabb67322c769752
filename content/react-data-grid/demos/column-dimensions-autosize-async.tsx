import * as React from 'react';
import { flushSync } from 'react-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

type Ticket = { id: number; title: string; reporter: string; component: string };

const titles = [
  'Export fails',
  'Dark mode contrast on the settings page is too low to read',
  'Typo',
  'Sorting by date ignores the time zone of the server',
];
const reporters = ['Ana', 'Mthunzi Dlamini', 'Ko', 'Jean-Baptiste Marchetti'];
const components = ['api', 'web client', 'docs', 'billing and invoicing'];

/** Pretends to fetch tickets from a server, with different text lengths on each call. */
function fetchTickets(batch: number): Promise<Ticket[]> {
  const tickets = Array.from({ length: 12 }, (_, index) => ({
    id: index + 1,
    title: titles[(index + batch) % titles.length] ?? '',
    reporter: reporters[(index * 3 + batch) % reporters.length] ?? '',
    component: components[(index + batch * 2) % components.length] ?? '',
  }));
  return new Promise((resolve) => setTimeout(() => resolve(tickets), 600));
}

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: '#', width: 60 },
  { field: 'title', headerName: 'Title', maxWidth: 420 },
  { field: 'reporter', headerName: 'Reporter' },
  { field: 'component', headerName: 'Component' },
];

export default function ColumnDimensionsAutosizeAsync() {
  const apiRef = useGridApiRef();
  const [rows, setRows] = React.useState<Ticket[]>([]);
  const [loading, setLoading] = React.useState(false);
  const batch = React.useRef(0);

  const load = React.useCallback(async () => {
    setLoading(true);
    const tickets = await fetchTickets(batch.current);
    batch.current += 1;
    // Render the new rows now, so the cells exist when the columns are measured.
    flushSync(() => {
      setRows(tickets);
      setLoading(false);
    });
    await apiRef.current?.autosizeColumns({ includeHeaders: true });
  }, [apiRef]);

  React.useEffect(() => {
    void load();
  }, [load]);

  return (
    <Box sx={{ width: '100%' }}>
      <Button variant="outlined" size="small" onClick={() => void load()} disabled={loading} sx={{ mb: 1 }}>
        Load other tickets
      </Button>
      <Box sx={{ height: 340 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} loading={loading} label="Tickets" />
      </Box>
    </Box>
  );
}
