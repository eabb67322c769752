import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';

// Visits (bars) and conversion rate (line) per weekday, each on its own y-axis.
const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const visits = [3200, 3550, 3400, 3900, 4200, 2600, 2100];
const conversion = [2.1, 2.4, 2.2, 2.9, 3.4, 1.8, 1.5];

export default function AxisComposition() {
  return (
    <ChartContainer
      height={320}
      xAxis={[{ id: 'weekday', data: weekdays, scaleType: 'band', position: 'bottom' }]}
      yAxis={[
        { id: 'visits', position: 'left', width: 60 },
        { id: 'rate', position: 'right', width: 50, valueFormatter: (rate: number) => `${rate}%` },
      ]}
      series={[
        { type: 'bar', data: visits, label: 'Visits', yAxisId: 'visits' },
        { type: 'line', data: conversion, label: 'Conversion', yAxisId: 'rate', color: '#ed6c02' },
      ]}
    >
      <BarPlot />
      <LinePlot />
      <MarkPlot />
      <ChartsXAxis axisId="weekday" label="Weekday" />
      <ChartsYAxis axisId="visits" label="Visits" />
      <ChartsYAxis axisId="rate" label="Conversion rate" />
    </ChartContainer>
  );
}
