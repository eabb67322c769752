import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGrid,
  GridCellEditStopReasons,
  type GridCellEditStartParams,
  type GridCellEditStopParams,
  type GridColDef,
  type MuiEvent,
} from '@mui/x-data-grid';

type Sensor = { id: number; room: string; target: number; unit: string };

const rows: Sensor[] = [
  { id: 1, room: 'Lobby', target: 21, unit: '°C' },
  { id: 2, room: 'Server room', target: 18, unit: '°C' },
  { id: 3, room: 'Greenhouse', target: 26, unit: '°C' },
];

const columns: GridColDef<Sensor>[] = [
  { field: 'room', headerName: 'Room', width: 150, editable: true },
  { field: 'target', headerName: 'Target', type: 'number', width: 100, editable: true },
  { field: 'unit', headerName: 'Unit', width: 80 },
];

export default function EditingEventsLog() {
  const [keepOnFocusOut, setKeepOnFocusOut] = React.useState(true);
  const [log, setLog] = React.useState<string[]>([]);

  const write = (line: string) => setLog((lines) => [line, ...lines].slice(0, 5));

  const handleStart = (params: GridCellEditStartParams) =>
    write(`start ${params.field} of row ${params.id}: ${params.reason}`);

  const handleStop = (params: GridCellEditStopParams, event: MuiEvent) => {
    if (keepOnFocusOut && params.reason === GridCellEditStopReasons.cellFocusOut) {
      // Vetoes the grid's default handling: the cell stays in edit mode.
      event.defaultMuiPrevented = true;
      write(`stop ${params.field} of row ${params.id}: ${params.reason} (ignored)`);
      return;
    }
    write(`stop ${params.field} of row ${params.id}: ${params.reason}`);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={keepOnFocusOut} onChange={(event) => setKeepOnFocusOut(event.target.checked)} />}
        label="Stay in edit mode when the cell loses focus"
      />
      <Box sx={{ height: 220 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          label="Thermostat targets"
          hideFooter
          onCellEditStart={handleStart}
          onCellEditStop={handleStop}
        />
      </Box>
      <Box
        component="ol"
        aria-label="Editing events, newest first"
        sx={{ m: 0, pl: 3, minHeight: 110, typography: 'body2', fontFamily: 'monospace' }}
      >
        {log.map((line, index) => (
          <li key={`${log.length - index}-${line}`}>{line}</li>
        ))}
      </Box>
    </Stack>
  );
}
