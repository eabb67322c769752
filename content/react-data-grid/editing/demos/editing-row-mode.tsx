import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Booking = { id: number; guest: string; nights: number; checkIn: Date; checkOut: Date };

const rows: Booking[] = [
  { id: 1, guest: 'Priya Nair', nights: 3, checkIn: new Date(2025, 5, 2), checkOut: new Date(2025, 5, 5) },
  { id: 2, guest: 'Jonas Berg', nights: 1, checkIn: new Date(2025, 5, 4), checkOut: new Date(2025, 5, 5) },
  { id: 3, guest: 'Aiko Tanaka', nights: 5, checkIn: new Date(2025, 5, 9), checkOut: new Date(2025, 5, 14) },
  { id: 4, guest: 'Mateo Ortega', nights: 2, checkIn: new Date(2025, 5, 11), checkOut: new Date(2025, 5, 13) },
];

const columns: GridColDef<Booking>[] = [
  { field: 'guest', headerName: 'Guest', width: 160, editable: true },
  { field: 'nights', headerName: 'Nights', type: 'number', width: 90, editable: true },
  { field: 'checkIn', headerName: 'Check-in', type: 'date', width: 140, editable: true },
  {
    field: 'checkOut',
    headerName: 'Check-out',
    type: 'date',
    width: 140,
    editable: true,
    // Called again whenever any cell of the row changes, so this check also reacts to a new check-in date.
    preProcessEditCellProps: ({ props, otherFieldsProps }) => {
      const checkIn = otherFieldsProps?.checkIn?.value as Date | null | undefined;
      const checkOut = props.value as Date | null;
      return { ...props, error: !checkIn || !checkOut || checkOut <= checkIn };
    },
  },
];

export default function EditingRowMode() {
  return (
    <Box
      sx={{
        height: 300,
        width: '100%',
        // The default editors mark an invalid value with this class; make it visible.
        '& .MuiDataGrid-cell--editing .Mui-error': { bgcolor: 'error.light', color: 'error.contrastText' },
      }}
    >
      <DataGrid rows={rows} columns={columns} editMode="row" label="Hotel bookings" hideFooter />
    </Box>
  );
}
