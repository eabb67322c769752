import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import TableRowsIcon from '@mui/icons-material/TableRows';
import ViewAgendaIcon from '@mui/icons-material/ViewAgenda';
import { DataGridPro, type GridColDef, type GridListViewColDef, type GridRenderCellParams } from '@mui/x-data-grid-pro';
import { createEmployeeRows, type EmployeeRow } from '../../demo-data/employee-rows';

const staff = createEmployeeRows(18, 42);

const columns: GridColDef<EmployeeRow>[] = [
  { field: 'name', headerName: 'Name', width: 170 },
  { field: 'jobTitle', headerName: 'Job title', width: 190 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'office', headerName: 'Office', width: 120 },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 200 },
];

function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('');
}

// The whole row, drawn as one card-like line: in list view this is the only cell there is.
function PersonCell({ row }: GridRenderCellParams<EmployeeRow>) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', height: '100%' }}>
      <Avatar sx={{ width: 36, height: 36, fontSize: 14, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        {initials(row.name)}
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" component="div" sx={{ fontWeight: 600 }} noWrap>
          {row.name}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap component="p">
          {row.jobTitle} · {row.office}
        </Typography>
      </Box>
      <IconButton
        size="small"
        href={`mailto:${row.email}`}
        aria-label={`Email ${row.name}`}
        onClick={(event) => event.stopPropagation()}
      >
        <MailOutlineIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}

const personColumn: GridListViewColDef<EmployeeRow> = { field: 'person', renderCell: PersonCell };

export default function ListViewDirectory() {
  const [view, setView] = React.useState<'table' | 'list'>('list');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={view}
        aria-label="Layout"
        onChange={(_, next: 'table' | 'list' | null) => next && setView(next)}
        sx={{ alignSelf: 'flex-end' }}
      >
        <ToggleButton value="table" sx={{ gap: 0.5 }}>
          <TableRowsIcon fontSize="small" /> Table
        </ToggleButton>
        <ToggleButton value="list" sx={{ gap: 0.5 }}>
          <ViewAgendaIcon fontSize="small" /> List
        </ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 420 }}>
        <DataGridPro
          rows={staff}
          columns={columns}
          label="Staff directory"
          listView={view === 'list'}
          listViewColumn={personColumn}
          rowHeight={view === 'list' ? 60 : 52}
        />
      </Box>
    </Stack>
  );
}
