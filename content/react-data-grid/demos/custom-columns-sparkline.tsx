import Box from '@mui/material/Box';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { DataGrid, type GridColDef, type GridColTypeDef } from '@mui/x-data-grid';
import { createRandom } from '../../demo-data/random';

type Station = { id: number; station: string; temperatures: number[]; rainfall: number[] };

const random = createRandom(42);
const stationNames = ['Bergen', 'Valencia', 'Reykjavík', 'Bordeaux', 'Kraków', 'Cork'];
const rows: Station[] = stationNames.map((station, index) => {
  const base = 6 + index * 2;
  return {
    id: index + 1,
    station,
    // 14 days of readings, made up from a seeded generator.
    temperatures: Array.from({ length: 14 }, (_, day) => Math.round(base + 4 * Math.sin(day / 2) + random() * 3)),
    rainfall: Array.from({ length: 14 }, () => Math.round(random() * random() * 20)),
  };
});

// A column type for number series: not sortable or filterable, since a series has no single value.
const sparklineColumn: GridColTypeDef<number[], string> = {
  sortable: false,
  filterable: false,
  width: 180,
  renderCell: (params) =>
    params.value ? (
      <SparkLineChart
        data={params.value}
        height={48}
        showHighlight
        showTooltip
        plotType={params.colDef.field === 'rainfall' ? 'bar' : 'line'}
        color={params.colDef.field === 'rainfall' ? '#1976d2' : '#ef6c00'}
      />
    ) : null,
  // Exports and the clipboard get the numbers as text.
  valueFormatter: (value: number[] | undefined) => value?.join(', ') ?? '',
};

const columns: GridColDef<Station>[] = [
  { field: 'station', headerName: 'Station', width: 130 },
  { field: 'temperatures', headerName: 'Max. temperature (°C), 14 days', ...sparklineColumn, width: 240 },
  { field: 'rainfall', headerName: 'Rainfall (mm), 14 days', ...sparklineColumn, width: 220 },
];

export default function CustomColumnsSparkline() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} label="Weather stations" rowHeight={56} hideFooter />
    </Box>
  );
}
