import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, useGridApiContext, type GridColDef, type GridRenderEditCellParams } from '@mui/x-data-grid';

const priorities = ['Low', 'Normal', 'Urgent'] as const;
type Priority = (typeof priorities)[number];
type Ticket = { id: number; subject: string; priority: Priority };

const rows: Ticket[] = [
  { id: 311, subject: 'Printer on floor 2 jams', priority: 'Normal' },
  { id: 312, subject: 'VPN drops every hour', priority: 'Urgent' },
  { id: 313, subject: 'New starter needs a laptop', priority: 'Low' },
];

/** One click picks a priority and closes the editor: no second click outside the cell. */
function PriorityEditCell({ id, field, value }: GridRenderEditCellParams<Ticket, Priority>) {
  const apiRef = useGridApiContext();

  const choose = async (next: Priority | null) => {
    if (!next) return;
    // Wait for parsing and validation; `false` means preProcessEditCellProps set an error.
    const accepted = await apiRef.current.setEditCellValue({ id, field, value: next });
    if (accepted) apiRef.current.stopCellEditMode({ id, field });
  };

  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      onChange={(_event, next: Priority | null) => void choose(next)}
      aria-label="Priority"
      sx={{ mx: 1 }}
    >
      {priorities.map((priority, index) => (
        <ToggleButton key={priority} value={priority} autoFocus={index === 0}>
          {priority}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', width: 80 },
  { field: 'subject', headerName: 'Subject', width: 220 },
  {
    field: 'priority',
    headerName: 'Priority',
    width: 250,
    editable: true,
    renderEditCell: (params) => <PriorityEditCell {...params} />,
  },
];

export default function CustomEditComponentAutoStop() {
  return (
    <Box sx={{ height: 240, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} label="Help desk tickets" hideFooter />
    </Box>
  );
}
