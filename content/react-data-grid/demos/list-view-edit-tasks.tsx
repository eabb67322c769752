import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { DataGridPro, type GridColDef, type GridListViewColDef, type GridRenderCellParams } from '@mui/x-data-grid-pro';

type Task = { id: number; title: string; owner: string; priority: 'Low' | 'Normal' | 'Urgent'; done: boolean };

const priorities: Task['priority'][] = ['Low', 'Normal', 'Urgent'];

const initialTasks: Task[] = [
  { id: 1, title: 'Book the venue for the spring offsite', owner: 'Ines', priority: 'Urgent', done: false },
  { id: 2, title: 'Renew the design tool licences', owner: 'Kofi', priority: 'Normal', done: true },
  { id: 3, title: 'Draft the onboarding checklist', owner: 'Mei', priority: 'Normal', done: false },
  { id: 4, title: 'Replace the meeting room projector', owner: 'Arjun', priority: 'Low', done: false },
  { id: 5, title: 'Send invoices for March', owner: 'Ines', priority: 'Urgent', done: false },
  { id: 6, title: 'Archive last year’s support tickets', owner: 'Kofi', priority: 'Low', done: true },
];

const columns: GridColDef<Task>[] = [
  { field: 'title', headerName: 'Task', flex: 1 },
  { field: 'owner', headerName: 'Owner', width: 110 },
  { field: 'priority', headerName: 'Priority', width: 110 },
  { field: 'done', headerName: 'Done', type: 'boolean', width: 80 },
];

export default function ListViewEditTasks() {
  const [tasks, setTasks] = React.useState(initialTasks);
  // The task open in the dialog, as a draft the reader can still cancel.
  const [draft, setDraft] = React.useState<Task | null>(null);

  const saveTask = React.useCallback((task: Task) => {
    setTasks((current) => current.map((item) => (item.id === task.id ? task : item)));
  }, []);

  const taskColumn = React.useMemo<GridListViewColDef<Task>>(
    () => ({
      field: 'task',
      renderCell: ({ row }: GridRenderCellParams<Task>) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
          <Checkbox
            checked={row.done}
            onChange={(event) => saveTask({ ...row, done: event.target.checked })}
            slotProps={{ input: { 'aria-label': `Mark "${row.title}" as done` } }}
          />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography
              variant="body2"
              component="div"
              noWrap
              sx={{ textDecoration: row.done ? 'line-through' : 'none', fontWeight: 500 }}
            >
              {row.title}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p">
              {row.owner} · {row.priority}
            </Typography>
          </Box>
          <IconButton size="small" aria-label={`Edit "${row.title}"`} onClick={() => setDraft(row)}>
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
        </Stack>
      ),
    }),
    [saveTask],
  );

  const closeDialog = () => setDraft(null);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={tasks}
        columns={columns}
        label="Team tasks"
        listView
        listViewColumn={taskColumn}
        rowHeight={64}
        disableRowSelectionOnClick
        hideFooter
      />
      <Dialog open={draft !== null} onClose={closeDialog} fullWidth maxWidth="xs">
        {draft && (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              saveTask(draft);
              closeDialog();
            }}
          >
            <DialogTitle>Edit task</DialogTitle>
            <DialogContent>
              <Stack spacing={2} sx={{ pt: 1 }}>
                <TextField
                  label="Task"
                  value={draft.title}
                  required
                  onChange={(event) => setDraft({ ...draft, title: event.target.value })}
                />
                <TextField
                  label="Owner"
                  value={draft.owner}
                  onChange={(event) => setDraft({ ...draft, owner: event.target.value })}
                />
                <TextField
                  select
                  label="Priority"
                  value={draft.priority}
                  onChange={(event) => setDraft({ ...draft, priority: event.target.value as Task['priority'] })}
                >
                  {priorities.map((priority) => (
                    <MenuItem key={priority} value={priority}>
                      {priority}
                    </MenuItem>
                  ))}
                </TextField>
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={closeDialog}>Cancel</Button>
              <Button type="submit" variant="contained">
                Save
              </Button>
            </DialogActions>
          </form>
        )}
      </Dialog>
    </Box>
  );
}
