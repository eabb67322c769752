import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

type Ticket = { id: number; subject: string; votes: number };

const initialTickets: Ticket[] = [
  { id: 1, subject: 'Dark mode for the mobile app', votes: 42 },
  { id: 2, subject: 'Export invoices as CSV', votes: 17 },
  { id: 3, subject: 'Keyboard shortcut to archive', votes: 8 },
];

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: '#', type: 'number', width: 70 },
  { field: 'subject', headerName: 'Feature request', flex: 1, minWidth: 200 },
  { field: 'votes', headerName: 'Votes', type: 'number', width: 100 },
];

const ideas = ['Offline drafts', 'Two-factor login', 'Shared calendars', 'Bulk tagging', 'Print layout'];

export default function RowUpdatesApiRef() {
  const apiRef = useGridApiRef();

  // updateRows upserts: an unknown id adds a row, a known id merges the given fields into it.
  const addTicket = () => {
    const nextId = Math.max(0, ...apiRef.current!.getAllRowIds().map(Number)) + 1;
    const subject = ideas[nextId % ideas.length] ?? 'New idea';
    apiRef.current!.updateRows([{ id: nextId, subject, votes: 0 }]);
  };

  const upvoteFirst = () => {
    const [firstId] = apiRef.current!.getSortedRowIds();
    if (firstId === undefined) return;
    const row = apiRef.current!.getRow<Ticket>(firstId);
    if (row) apiRef.current!.updateRows([{ id: firstId, votes: row.votes + 1 }]);
  };

  const deleteLast = () => {
    const ids = apiRef.current!.getSortedRowIds();
    const lastId = ids[ids.length - 1];
    if (lastId !== undefined) apiRef.current!.updateRows([{ id: lastId, _action: 'delete' }]);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={addTicket}>
          Add a request
        </Button>
        <Button size="small" variant="outlined" onClick={upvoteFirst}>
          Upvote the first row
        </Button>
        <Button size="small" variant="outlined" onClick={deleteLast}>
          Delete the last row
        </Button>
      </Stack>
      <Box sx={{ height: 340 }}>
        <DataGrid apiRef={apiRef} rows={initialTickets} columns={columns} label="Feature requests" hideFooter />
      </Box>
    </Stack>
  );
}
