import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { useChartProApiRef } from '@mui/x-charts-pro/hooks';
import type { ZoomData } from '@mui/x-charts-pro/models';
import { createTimeSeries } from '../../demo-data/chart-time-series';

const energy = createTimeSeries({ seed: 80, count: 365, base: 30, noise: 3, yearlyAmplitude: -12 });
const initialZoom: ZoomData[] = [{ axisId: 'day', start: 0, end: 25 }];

const quarters: { label: string; start: number; end: number }[] = [
  { label: 'Q1', start: 0, end: 25 },
  { label: 'Q2', start: 25, end: 50 },
  { label: 'Q3', start: 50, end: 75 },
  { label: 'Q4', start: 75, end: 100 },
  { label: 'Whole year', start: 0, end: 100 },
];

export default function ZoomAndPanExternal() {
  const apiRef = useChartProApiRef<'line'>();
  const [zoom, setZoom] = React.useState<ZoomData[]>(initialZoom);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {quarters.map(({ label, start, end }) => (
          <Button
            key={label}
            size="small"
            variant="outlined"
            // The public API sets the zoom while the chart keeps owning its state.
            onClick={() => apiRef.current?.setZoomData([{ axisId: 'day', start, end }])}
          >
            {label}
          </Button>
        ))}
      </Stack>
      <LineChartPro
        apiRef={apiRef}
        height={300}
        dataset={energy}
        initialZoom={initialZoom}
        onZoomChange={setZoom}
        xAxis={[{ id: 'day', dataKey: 'date', scaleType: 'time', zoom: true }]}
        series={[{ dataKey: 'value', label: 'Heating energy (kWh/day)', showMark: false }]}
      />
      <Typography variant="body2" component="output" sx={{ fontFamily: 'monospace' }}>
        {zoom.map((item) => `${item.axisId}: ${item.start.toFixed(1)}% to ${item.end.toFixed(1)}%`).join(', ')}
      </Typography>
    </Stack>
  );
}
