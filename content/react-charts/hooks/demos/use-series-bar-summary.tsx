import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { useBarSeries } from '@mui/x-charts/hooks';
import { createCategoryDataset, productLines } from '../../../demo-data/chart-categories';

const dataset = createCategoryDataset({ categories: productLines.slice(0, 5) });

type Selection = 'all' | 'online' | 'stores';

function seriesName(label: unknown): string {
  return typeof label === 'function' ? String(label('legend')) : String(label ?? '');
}

// The three call forms of useBarSeries: no argument, one id, or a list of ids.
function useSelectedSeries(selection: Selection) {
  const all = useBarSeries();
  const online = useBarSeries('online');
  const stores = useBarSeries(['retail', 'wholesale']);
  if (selection === 'online') return online ? [online] : [];
  return selection === 'stores' ? stores : all;
}

function ChannelTotals({ selection }: { selection: Selection }) {
  const series = useSelectedSeries(selection);
  const totals = series.map((item) => ({
    id: item.id,
    name: seriesName(item.label),
    color: item.color,
    total: item.data.reduce<number>((sum, value) => sum + (value ?? 0), 0),
  }));
  const grandTotal = totals.reduce((sum, item) => sum + item.total, 0);

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
      {totals.map((item) => (
        <Paper key={item.id} variant="outlined" sx={{ px: 1.5, py: 1, borderTop: 4, borderTopColor: item.color }}>
          <Typography variant="caption">{item.name}</Typography>
          <Typography variant="h6" component="p">
            {item.total.toLocaleString('en-US')} units
          </Typography>
        </Paper>
      ))}
      <Paper variant="outlined" sx={{ px: 1.5, py: 1 }}>
        <Typography variant="caption">Selected series together</Typography>
        <Typography variant="h6" component="p">
          {grandTotal.toLocaleString('en-US')} units
        </Typography>
      </Paper>
    </Box>
  );
}

export default function UseSeriesBarSummary() {
  const [selection, setSelection] = React.useState<Selection>('all');

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={selection}
        onChange={(_, next: Selection | null) => next && setSelection(next)}
        aria-label="Series read by useBarSeries"
        sx={{ mb: 2 }}
      >
        <ToggleButton value="all">useBarSeries()</ToggleButton>
        <ToggleButton value="online">useBarSeries(&apos;online&apos;)</ToggleButton>
        <ToggleButton value="stores">useBarSeries([&apos;retail&apos;, &apos;wholesale&apos;])</ToggleButton>
      </ToggleButtonGroup>
      <ChartDataProvider
        height={260}
        dataset={dataset}
        xAxis={[{ scaleType: 'band', dataKey: 'category' }]}
        series={[
          { type: 'bar', id: 'online', dataKey: 'Online', label: 'Online' },
          { type: 'bar', id: 'retail', dataKey: 'Retail', label: 'Retail' },
          { type: 'bar', id: 'wholesale', dataKey: 'Wholesale', label: 'Wholesale' },
        ]}
      >
        <ChannelTotals selection={selection} />
        <ChartsSurface>
          <BarPlot />
          <ChartsXAxis />
          <ChartsYAxis />
        </ChartsSurface>
      </ChartDataProvider>
    </Box>
  );
}
