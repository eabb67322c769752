import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { createCorrelatedPoints } from '../../demo-data/chart-scatter';

const points = createCorrelatedPoints({ count: 40, seed: 3 });
type Radius = 'none' | '20' | '50' | 'item';

export default function ScatterVoronoi() {
  const [radius, setRadius] = React.useState<Radius>('20');
  const [disableVoronoi, setDisableVoronoi] = React.useState(false);
  const voronoiMaxRadius = radius === 'none' ? undefined : radius === 'item' ? 'item' : Number(radius);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label="voronoiMaxRadius"
          value={radius}
          onChange={(event) => setRadius(event.target.value as Radius)}
          sx={{ width: 200 }}
        >
          <MenuItem value="none">undefined (no limit)</MenuItem>
          <MenuItem value="20">20</MenuItem>
          <MenuItem value="50">50</MenuItem>
          <MenuItem value="item">&apos;item&apos;</MenuItem>
        </TextField>
        <FormControlLabel
          control={<Switch checked={disableVoronoi} onChange={(event) => setDisableVoronoi(event.target.checked)} />}
          label="disableVoronoi"
        />
      </Stack>
      <ScatterChart
        height={300}
        voronoiMaxRadius={voronoiMaxRadius}
        disableVoronoi={disableVoronoi}
        yAxis={[{ width: 40 }]}
        series={[{ data: points, label: 'Sample' }]}
      />
    </Stack>
  );
}
