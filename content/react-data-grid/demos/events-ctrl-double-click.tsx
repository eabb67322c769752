import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridEventListener } from '@mui/x-data-grid';

const rows = [
  { id: 1, plant: 'Monstera', room: 'Living room', waterEveryDays: 7 },
  { id: 2, plant: 'Snake plant', room: 'Bedroom', waterEveryDays: 21 },
  { id: 3, plant: 'Basil', room: 'Kitchen', waterEveryDays: 2 },
  { id: 4, plant: 'Fern', room: 'Bathroom', waterEveryDays: 4 },
];

const columns: GridColDef[] = [
  { field: 'plant', headerName: 'Plant', width: 150, editable: true },
  { field: 'room', headerName: 'Room', width: 150, editable: true },
  { field: 'waterEveryDays', headerName: 'Water every (days)', type: 'number', width: 170, editable: true },
];

// Without Ctrl (or Cmd on macOS), tell the grid to skip its own double-click handling: no edit mode.
const handleCellDoubleClick: GridEventListener<'cellDoubleClick'> = (params, event) => {
  if (!event.ctrlKey && !event.metaKey) {
    event.defaultMuiPrevented = true;
  }
};

export default function EventsCtrlDoubleClick() {
  return (
    <Box sx={{ height: 280, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        label="House plants"
        onCellDoubleClick={handleCellDoubleClick}
        hideFooter
      />
    </Box>
  );
}
