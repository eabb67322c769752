import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { createMonthlyTemperatures, createValues, monthLabels } from '../../demo-data/chart-series';

const rainfall = createValues(5, 12, 20, 110);
const temperature = createMonthlyTemperatures(8);

export default function OverviewComposition() {
  return (
    <ChartContainer
      height={320}
      xAxis={[{ id: 'month', data: [...monthLabels], scaleType: 'band' }]}
      yAxis={[
        { id: 'rain', position: 'left', width: 50 },
        { id: 'temp', position: 'right', width: 50 },
      ]}
      series={[
        { type: 'bar', data: rainfall, label: 'Rainfall (mm)', yAxisId: 'rain' },
        { type: 'line', data: temperature, label: 'Temperature (°C)', yAxisId: 'temp', color: '#e65100' },
      ]}
    >
      <BarPlot />
      <LinePlot />
      <MarkPlot />
      <ChartsReferenceLine y={15} axisId="temp" label="15 °C" lineStyle={{ strokeDasharray: '4 4' }} />
      <ChartsXAxis axisId="month" />
      <ChartsYAxis axisId="rain" label="mm" />
      <ChartsYAxis axisId="temp" label="°C" />
      <ChartsTooltip trigger="axis" />
    </ChartContainer>
  );
}
