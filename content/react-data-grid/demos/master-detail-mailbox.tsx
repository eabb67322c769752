import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridRowParams } from '@mui/x-data-grid-pro';

type Message = { id: number; from: string; subject: string; received: string; body: string };

const inbox: Message[] = [
  {
    id: 1,
    from: 'Helga at the allotment society',
    subject: 'Water butts are back in stock',
    received: 'Today 08:12',
    body: 'The society shed has twenty new water butts. Members can collect one on Saturday morning between nine and noon; bring your card.',
  },
  {
    id: 2,
    from: 'Cycle repair café',
    subject: 'Your bike is ready',
    received: 'Yesterday 17:40',
    body: 'We replaced the rear brake cable and trued the back wheel. The total is 18 euros, payable when you pick it up.',
  },
  {
    id: 3,
    from: 'Library notices',
    subject: 'Two books due on Friday',
    received: 'Mon 10:03',
    body: 'A reminder that "Soil and Seasons" and "The Quiet Orchard" are due back this Friday. You can renew them online once.',
  },
  {
    id: 4,
    from: 'Tomás (choir)',
    subject: 'Rehearsal moved to Thursday',
    received: 'Sun 21:55',
    body: 'The hall is booked on Wednesday, so this week we meet on Thursday at 19:30. Please learn the second verse of the new piece.',
  },
];

const columns: GridColDef<Message>[] = [
  { field: 'from', headerName: 'From', width: 220 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 220 },
  { field: 'received', headerName: 'Received', width: 140 },
];

function MessagePanel({ message }: { message: Message }) {
  return (
    <Stack spacing={1.5} sx={{ p: 2, bgcolor: 'background.default', height: '100%', boxSizing: 'border-box' }}>
      <Typography variant="subtitle2">{message.subject}</Typography>
      <Typography variant="body2">{message.body}</Typography>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="contained">
          Reply
        </Button>
        <Button size="small" variant="outlined">
          Forward
        </Button>
        <Button size="small" color="error">
          Delete
        </Button>
      </Stack>
    </Stack>
  );
}

const getDetailPanelContent = ({ row }: GridRowParams<Message>) => <MessagePanel message={row} />;
const getDetailPanelHeight = () => 'auto' as const;

export default function MasterDetailMailbox() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={inbox}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        label="Inbox"
        hideFooter
      />
    </Box>
  );
}
