import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';

type Build = { id: number; branch: string; status: 'passed' | 'failed' | 'running'; durationSec: number };

const rows: Build[] = [
  { id: 481, branch: 'main', status: 'passed', durationSec: 312 },
  { id: 482, branch: 'fix/date-parsing', status: 'failed', durationSec: 97 },
  { id: 483, branch: 'feat/export-xlsx', status: 'running', durationSec: 45 },
  { id: 484, branch: 'main', status: 'passed', durationSec: 298 },
];

// Outlined chips in colours whose text stays readable on the grid in both colour schemes.
const statusColor = { passed: 'success', failed: 'error', running: 'primary' } as const;

/** A component of its own, so it may use hooks; renderCell itself must not. */
function RerunButton({ params, onRerun }: { params: GridRenderCellParams<Build>; onRerun: (id: number) => void }) {
  return (
    <Button
      size="small"
      variant="outlined"
      // Only the focused cell's button is in the tab sequence.
      tabIndex={params.hasFocus ? 0 : -1}
      onClick={() => onRerun(params.row.id)}
    >
      Re-run #{params.row.id}
    </Button>
  );
}

export default function ColumnDefinitionRenderCell() {
  const [message, setMessage] = React.useState('No build re-run yet.');

  const columns = React.useMemo<GridColDef<Build>[]>(
    () => [
      { field: 'id', headerName: 'Build', width: 80 },
      { field: 'branch', headerName: 'Branch', width: 170 },
      {
        field: 'status',
        headerName: 'Status',
        width: 120,
        renderCell: ({ value }: GridRenderCellParams<Build, Build['status']>) =>
          value ? <Chip size="small" variant="outlined" label={value} color={statusColor[value]} /> : null,
      },
      {
        field: 'durationSec',
        headerName: 'Duration',
        type: 'number',
        width: 110,
        // The cell shows minutes and seconds; sorting still uses the number of seconds.
        valueFormatter: (value: number) => `${Math.floor(value / 60)} min ${value % 60} s`,
      },
      {
        field: 'rerun',
        headerName: 'Action',
        width: 150,
        sortable: false,
        filterable: false,
        renderCell: (params) => (
          <RerunButton params={params} onRerun={(id) => setMessage(`Build #${id} queued again.`)} />
        ),
      },
    ],
    [],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 300 }}>
        <DataGrid rows={rows} columns={columns} label="Builds" hideFooter />
      </Box>
      <Typography variant="body2" role="status" sx={{ mt: 1 }}>
        {message}
      </Typography>
    </Box>
  );
}
