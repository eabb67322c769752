import Box from '@mui/material/Box';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid-pro';
import type { TurbineReading, TurbineStatus } from './turbine-feed';

/** Columns and cells of the wind farm board. Colours come with a word or sign, never alone. */

const statusLabels: Record<TurbineStatus, string> = {
  generating: 'Generating',
  idle: 'Idle (low wind)',
  derated: 'Derated (hot gearbox)',
  stopped: 'Stopped (storm)',
};

const statusDots: Record<TurbineStatus, string> = {
  generating: 'success.main',
  idle: 'grey.500',
  derated: 'warning.main',
  stopped: 'error.main',
};

function StatusCell({ value }: GridRenderCellParams<TurbineReading, TurbineStatus>) {
  if (!value) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, height: '100%' }}>
      <Box aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: statusDots[value] }} />
      {statusLabels[value]}
    </Box>
  );
}

function PowerChangeCell({ value }: GridRenderCellParams<TurbineReading, number>) {
  if (value == null) return null;
  const sign = value > 0 ? '▲' : value < 0 ? '▼' : '•';
  return (
    <Box
      component="span"
      sx={(theme) => ({
        fontVariantNumeric: 'tabular-nums',
        color: value > 0 ? 'success.dark' : value < 0 ? 'error.dark' : 'text.secondary',
        ...theme.applyStyles('dark', {
          color: value > 0 ? 'success.light' : value < 0 ? 'error.light' : 'text.secondary',
        }),
      })}
    >
      {sign} {Math.abs(value).toLocaleString('en-US')} kW
    </Box>
  );
}

function TrendCell({ row }: GridRenderCellParams<TurbineReading>) {
  const first = row.history[0] ?? 0;
  const last = row.history.at(-1) ?? 0;
  return (
    <Box role="img" aria-label={`Output trend from ${first} to ${last} kW`} sx={{ width: '100%' }}>
      <SparkLineChart data={row.history} height={36} color="#1e88e5" />
    </Box>
  );
}

/** The board's columns: tag and site, live numbers, status and a trend line of recent output. */
export const turbineColumns: GridColDef<TurbineReading>[] = [
  { field: 'id', headerName: 'Turbine', width: 100 },
  { field: 'site', headerName: 'Site', width: 150 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: Object.entries(statusLabels).map(([value, label]) => ({ value, label })),
    width: 200,
    renderCell: StatusCell,
  },
  {
    field: 'power',
    headerName: 'Output (kW)',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => value.toLocaleString('en-US'),
  },
  { field: 'powerChange', headerName: 'Change', type: 'number', width: 120, renderCell: PowerChangeCell },
  { field: 'windSpeed', headerName: 'Wind (m/s)', type: 'number', width: 110 },
  { field: 'gearboxTemp', headerName: 'Gearbox (°C)', type: 'number', width: 120 },
  {
    field: 'history',
    headerName: 'Last 24 readings',
    width: 200,
    sortable: false,
    filterable: false,
    renderCell: TrendCell,
    valueFormatter: (value: number[]) => value.join(', '),
  },
];
