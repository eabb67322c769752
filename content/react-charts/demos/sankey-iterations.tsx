import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';
import { createLayeredFlows } from '../../demo-data/chart-flows';

// A crowded graph: four layers with many crossing links.
const supply = createLayeredFlows({
  seed: 5,
  sparsity: 0.4,
  layers: [
    ['Farm A', 'Farm B', 'Farm C', 'Farm D'],
    ['Mill', 'Dairy', 'Packing'],
    ['Warehouse north', 'Warehouse south'],
    ['Shops', 'Restaurants', 'Export'],
  ],
});

export default function SankeyIterations() {
  const [iterations, setIterations] = React.useState(0);
  return (
    <Stack spacing={1}>
      <Stack sx={{ maxWidth: 300 }}>
        <Typography id="sankey-iterations-label" variant="caption">
          iterations: {iterations}
        </Typography>
        <Slider
          aria-labelledby="sankey-iterations-label"
          value={iterations}
          min={0}
          max={32}
          onChange={(_, value) => setIterations(value as number)}
        />
      </Stack>
      <SankeyChart height={360} series={{ data: supply, iterations }} />
    </Stack>
  );
}
