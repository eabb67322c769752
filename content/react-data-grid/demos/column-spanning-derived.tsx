import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const hours = [9, 10, 11, 12, 13, 14, 15, 16];

type Booking = { start: number; length: number; title: string };
type RoomRow = { id: string; room: string; bookings: Booking[] };

const rows: RoomRow[] = [
  {
    id: 'atlas',
    room: 'Atlas (12)',
    bookings: [
      { start: 9, length: 2, title: 'Sprint planning' },
      { start: 13, length: 1, title: 'Interview' },
    ],
  },
  {
    id: 'borealis',
    room: 'Borealis (6)',
    bookings: [
      { start: 10, length: 1, title: '1:1' },
      { start: 14, length: 3, title: 'Design workshop' },
    ],
  },
  { id: 'cirrus', room: 'Cirrus (20)', bookings: [{ start: 11, length: 4, title: 'All-hands and lunch' }] },
  { id: 'delta', room: 'Delta (4)', bookings: [] },
];

const bookingAt = (row: RoomRow, hour: number) => row.bookings.find((booking) => booking.start === hour);

const columns: GridColDef<RoomRow>[] = [
  { field: 'room', headerName: 'Room', width: 130 },
  ...hours.map<GridColDef<RoomRow>>((hour) => ({
    field: `h${hour}`,
    headerName: `${hour}:00`,
    width: 110,
    sortable: false,
    filterable: false,
    valueGetter: (_value, row) => bookingAt(row, hour)?.title ?? '',
    // A booking covers as many hourly columns as it lasts.
    colSpan: (_value, row) => bookingAt(row, hour)?.length,
    cellClassName: ({ row }) => (bookingAt(row, hour) ? 'booked' : ''),
  })),
];

export default function ColumnSpanningDerived() {
  return (
    <Box
      sx={{
        height: 300,
        width: '100%',
        '& .booked': { bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: 1 },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        label="Meeting rooms today"
        hideFooter
        disableColumnMenu
        showCellVerticalBorder
      />
    </Box>
  );
}
