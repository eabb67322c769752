import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { createCategoryDataset, createShares, productLines } from '../../demo-data/chart-categories';
import { createScatterClusters } from '../../demo-data/chart-scatter';

const categories = productLines.slice(0, 5);
const dataset = createCategoryDataset({ categories, series: ['Online', 'Retail'], seed: 5 });
const salesSeries = [
  { dataKey: 'Online', label: 'Online' },
  { dataKey: 'Retail', label: 'Retail' },
];
const [spring, autumn] = createScatterClusters(
  [
    { x: 12, y: 30, spread: 3, count: 12 },
    { x: 20, y: 42, spread: 3, count: 12 },
  ],
  9,
);

type Kind = 'bar' | 'line' | 'scatter' | 'pie';

function KeyboardChart({ kind, svgRef }: { kind: Kind; svgRef: React.Ref<SVGSVGElement> }) {
  const common = { ref: svgRef, height: 280, enableKeyboardNavigation: true } as const;
  switch (kind) {
    case 'bar':
      return <BarChart {...common} dataset={dataset} xAxis={[{ dataKey: 'category' }]} series={salesSeries} />;
    case 'line':
      return (
        <LineChart
          {...common}
          dataset={dataset}
          xAxis={[{ scaleType: 'point', dataKey: 'category' }]}
          series={salesSeries}
        />
      );
    case 'scatter':
      return (
        <ScatterChart
          {...common}
          xAxis={[{ label: 'Order size (€)' }]}
          yAxis={[{ label: 'Delivery time (h)' }]}
          series={[
            { label: 'Spring orders', data: spring },
            { label: 'Autumn orders', data: autumn },
          ]}
        />
      );
    default:
      return <PieChart {...common} series={[{ data: createShares(categories), arcLabel: 'value' }]} />;
  }
}

export default function AccessibilityKeyboardNavigation() {
  const [kind, setKind] = React.useState<Kind>('bar');
  const svgRef = React.useRef<SVGSVGElement>(null);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={kind}
          onChange={(_, next: Kind | null) => next && setKind(next)}
          aria-label="Chart type"
        >
          <ToggleButton value="bar">Bar</ToggleButton>
          <ToggleButton value="line">Line</ToggleButton>
          <ToggleButton value="scatter">Scatter</ToggleButton>
          <ToggleButton value="pie">Pie</ToggleButton>
        </ToggleButtonGroup>
        <Button variant="outlined" onClick={() => svgRef.current?.focus()}>
          Move focus to the chart
        </Button>
      </Stack>
      <KeyboardChart key={kind} kind={kind} svgRef={svgRef} />
    </Stack>
  );
}
