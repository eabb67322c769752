import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, GridOverlay, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'ticket', headerName: 'Ticket', width: 120 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 160 },
  { field: 'opened', headerName: 'Opened', type: 'date', width: 130 },
];

function InboxZeroOverlay() {
  return (
    <GridOverlay>
      <Box sx={{ textAlign: 'center' }}>
        {/* Bold text rather than a heading: the overlay sits inside role="grid", where headings are not allowed. */}
        <Typography fontWeight={600}>Inbox zero</Typography>
        <Typography variant="body2" color="text.secondary">
          No open support tickets. New ones show up here.
        </Typography>
      </Box>
    </GridOverlay>
  );
}

export default function LayoutOverlayHeight() {
  const [tall, setTall] = React.useState(true);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={tall} onChange={(event) => setTall(event.target.checked)} />}
        label="Overlay height 240 px (off: the default of two rows)"
      />
      <Box sx={{ display: 'flex', flexDirection: 'column' }}>
        <DataGrid
          rows={[]}
          columns={columns}
          label="Support tickets"
          slots={{ noRowsOverlay: InboxZeroOverlay }}
          sx={tall ? { '--DataGrid-overlayHeight': '240px' } : undefined}
        />
      </Box>
    </Stack>
  );
}
