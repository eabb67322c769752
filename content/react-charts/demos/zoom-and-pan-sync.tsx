import * as React from 'react';
import Stack from '@mui/material/Stack';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import type { ZoomData } from '@mui/x-charts-pro/models';
import { createTimeSeries } from '../../demo-data/chart-time-series';

// Temperature and rain on the same days: both charts name their x-axis 'day', so one zoom state fits both.
const temperature = createTimeSeries({
  seed: 90,
  count: 120,
  base: 14,
  noise: 2,
  yearlyAmplitude: 8,
  weeklyAmplitude: 0,
});
const rain = createTimeSeries({ seed: 91, count: 120, base: 3, noise: 3, yearlyAmplitude: 0, weeklyAmplitude: 0 });
const days = temperature.map((point) => point.date);

export default function ZoomAndPanSync() {
  const [zoomData, setZoomData] = React.useState<ZoomData[]>([{ axisId: 'day', start: 20, end: 50 }]);
  const xAxis = [{ id: 'day', data: days, scaleType: 'band' as const, zoom: true }];

  return (
    <Stack sx={{ width: '100%' }}>
      <LineChartPro
        height={220}
        zoomData={zoomData}
        onZoomChange={setZoomData}
        xAxis={[{ ...xAxis[0]!, scaleType: 'point' }]}
        series={[{ data: temperature.map((point) => point.value), label: 'Temperature (°C)', showMark: false }]}
      />
      <BarChartPro
        height={220}
        zoomData={zoomData}
        onZoomChange={setZoomData}
        xAxis={xAxis}
        series={[{ data: rain.map((point) => point.value), label: 'Rain (mm)', color: '#1e88e5' }]}
      />
    </Stack>
  );
}
