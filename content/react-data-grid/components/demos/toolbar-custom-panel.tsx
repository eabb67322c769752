import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import { DataGrid, Toolbar, ToolbarButton, useGridApiContext, type GridColDef } from '@mui/x-data-grid';

type Task = { id: number; title: string; owner: string };

const columns: GridColDef<Task>[] = [
  { field: 'title', headerName: 'Task', flex: 1, minWidth: 200 },
  { field: 'owner', headerName: 'Owner', width: 160 },
];

const initialTasks: Task[] = [
  { id: 1, title: 'Book the venue for the offsite', owner: 'Inès Moreau' },
  { id: 2, title: 'Renew the design tool licences', owner: 'Kofi Mensah' },
  { id: 3, title: 'Collect the quarterly expense reports', owner: 'Sanna Virtanen' },
];

/** A toolbar button that opens a small form; submitting it adds a row through the grid API. */
function NewTaskPanel() {
  const apiRef = useGridApiContext();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [nextId, setNextId] = useState(initialTasks.length + 1);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const title = String(data.get('title') ?? '').trim();
    if (!title) return;
    apiRef.current.updateRows([{ id: nextId, title, owner: String(data.get('owner') ?? '').trim() || 'Unassigned' }]);
    setNextId((id) => id + 1);
    setAnchor(null);
  };

  return (
    <>
      <Tooltip title="New task">
        <ToolbarButton
          aria-label="New task"
          aria-haspopup="dialog"
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <PlaylistAddIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': 'new-task-heading' } }}
      >
        <Stack component="form" onSubmit={submit} spacing={1.5} sx={{ p: 2, width: 280 }}>
          <Typography id="new-task-heading" variant="subtitle2">
            New task
          </Typography>
          <TextField name="title" label="Task" size="small" required autoFocus />
          <TextField name="owner" label="Owner" size="small" />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={() => setAnchor(null)}>Cancel</Button>
            <Button type="submit" variant="contained">
              Add
            </Button>
          </Stack>
        </Stack>
      </Popover>
    </>
  );
}

function TasksToolbar() {
  return (
    <Toolbar>
      <Typography variant="subtitle1" sx={{ flex: 1, fontWeight: 600 }}>
        Team tasks
      </Typography>
      <NewTaskPanel />
    </Toolbar>
  );
}

export default function ToolbarCustomPanel() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={initialTasks}
        columns={columns}
        label="Team tasks"
        slots={{ toolbar: TasksToolbar }}
        showToolbar
      />
    </Box>
  );
}
