import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsLegend, PiecewiseColorLegend } from '@mui/x-charts/ChartsLegend';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';

const stores = ['Harbour', 'Old Town', 'Station', 'Campus'];

export default function LegendClick() {
  const [lastClick, setLastClick] = React.useState<string>('Click a legend item.');

  return (
    // The legends are HTML: they go inside the data provider but outside the SVG surface.
    <ChartDataProvider
      height={260}
      xAxis={[{ data: stores, scaleType: 'band' }]}
      yAxis={[{ colorMap: { type: 'piecewise', thresholds: [100], colors: ['#9e9e9e', '#1976d2'] } }]}
      series={[
        { id: 'spring', type: 'bar', data: [88, 132, 104, 71], label: 'Spring' },
        { id: 'autumn', type: 'bar', data: [95, 120, 99, 112], label: 'Autumn' },
      ]}
    >
      <Stack spacing={1} sx={{ width: '100%' }}>
        <ChartsSurface>
          <BarPlot />
          <ChartsXAxis />
          <ChartsYAxis />
        </ChartsSurface>
        <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <ChartsLegend
            onItemClick={(_event, context, index) =>
              setLastClick(`Series legend, item ${index}: ${JSON.stringify(context)}`)
            }
          />
          <PiecewiseColorLegend
            axisDirection="y"
            onItemClick={(_event, context, index) =>
              setLastClick(`Colour legend, item ${index}: ${JSON.stringify(context)}`)
            }
          />
        </Stack>
        <Typography variant="body2" component="output" aria-live="polite" sx={{ fontFamily: 'monospace' }}>
          {lastClick}
        </Typography>
      </Stack>
    </ChartDataProvider>
  );
}
