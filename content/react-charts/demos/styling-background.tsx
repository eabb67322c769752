import { useTheme } from '@mui/material/styles';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { useDrawingArea } from '@mui/x-charts/hooks';

// A rectangle the size of the plot. It must come first so the grid and bars are drawn over it.
function PlotBackground() {
  const theme = useTheme();
  const { left, top, width, height } = useDrawingArea();
  return <rect x={left} y={top} width={width} height={height} fill={theme.palette.action.hover} />;
}

const flights = ['06:00', '09:00', '12:00', '15:00', '18:00', '21:00'];
const passengers = [132, 178, 121, 150, 186, 97];

export default function StylingBackground() {
  return (
    <ChartContainer
      height={300}
      xAxis={[{ data: flights, scaleType: 'band' }]}
      series={[{ type: 'bar', data: passengers, label: 'Passengers' }]}
    >
      <PlotBackground />
      <ChartsGrid horizontal />
      <BarPlot />
      <ChartsXAxis label="Departure" />
      <ChartsYAxis label="Passengers" />
    </ChartContainer>
  );
}
