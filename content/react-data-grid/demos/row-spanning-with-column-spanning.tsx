import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Slot = { id: number; time: string; hallA: string; hallB: string; hallC: string };

// A conference day: talks that last two slots repeat in both rows, and plenary sessions fill hall A
// only, with the other halls left empty so hall A can stretch over them.
const schedule: Slot[] = [
  { id: 1, time: '09:00', hallA: 'Opening keynote', hallB: '', hallC: '' },
  { id: 2, time: '10:00', hallA: 'Type-safe forms', hallB: 'Workshop: accessible tables', hallC: 'State machines 101' },
  {
    id: 3,
    time: '11:00',
    hallA: 'Shipping smaller bundles',
    hallB: 'Workshop: accessible tables',
    hallC: 'Testing with real browsers',
  },
  { id: 4, time: '12:00', hallA: 'Lunch', hallB: '', hallC: '' },
  {
    id: 5,
    time: '13:00',
    hallA: 'Design tokens in practice',
    hallB: 'Offline-first apps',
    hallC: 'Workshop: charts from scratch',
  },
  {
    id: 6,
    time: '14:00',
    hallA: 'Server components, two years on',
    hallB: 'Internationalising dates',
    hallC: 'Workshop: charts from scratch',
  },
  { id: 7, time: '15:00', hallA: 'Closing panel', hallB: '', hallC: '' },
];

// Rows whose hall A session is for everyone.
const plenary = new Set(['Opening keynote', 'Lunch', 'Closing panel']);

const hallColumn = (field: 'hallA' | 'hallB' | 'hallC', headerName: string): GridColDef<Slot> => ({
  field,
  headerName,
  flex: 1,
  minWidth: 170,
  sortable: false,
  colSpan: field === 'hallA' ? (_value, row) => (plenary.has(row.hallA) ? 3 : 1) : undefined,
  cellClassName: ({ row }) => (plenary.has(row.hallA) ? 'plenary' : ''),
});

const columns: GridColDef<Slot>[] = [
  { field: 'time', headerName: 'Time', width: 80, sortable: false },
  hallColumn('hallA', 'Hall A'),
  hallColumn('hallB', 'Hall B'),
  hallColumn('hallC', 'Hall C'),
];

export default function RowSpanningWithColumnSpanning() {
  return (
    <Box sx={{ width: '100%' }}>
      <DataGrid
        rows={schedule}
        columns={columns}
        rowSpanning
        showCellVerticalBorder
        showColumnVerticalBorder
        disableRowSelectionOnClick
        disableColumnMenu
        label="Conference schedule"
        hideFooter
        autoHeight
        sx={{
          '& .plenary': { justifyContent: 'center', fontWeight: 600, bgcolor: 'action.hover' },
          // Merged cells span several rows: a hover colour on one row would cut them in half.
          '& .MuiDataGrid-row:hover': { bgcolor: 'transparent' },
        }}
      />
    </Box>
  );
}
