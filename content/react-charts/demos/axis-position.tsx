import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { BarChart } from '@mui/x-charts/BarChart';
import { createCategoryDataset } from '../../demo-data/chart-categories';

const dataset = createCategoryDataset({ seed: 30 });

type XPosition = 'top' | 'bottom' | 'none';
type YPosition = 'left' | 'right' | 'none';

export default function AxisPosition() {
  const [xPosition, setXPosition] = React.useState<XPosition>('top');
  const [yPosition, setYPosition] = React.useState<YPosition>('right');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2}>
        <TextField
          select
          size="small"
          label="x-axis position"
          value={xPosition}
          onChange={(event) => setXPosition(event.target.value as XPosition)}
          sx={{ minWidth: 150 }}
        >
          {['top', 'bottom', 'none'].map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="y-axis position"
          value={yPosition}
          onChange={(event) => setYPosition(event.target.value as YPosition)}
          sx={{ minWidth: 150 }}
        >
          {['left', 'right', 'none'].map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <BarChart
        height={300}
        dataset={dataset}
        xAxis={[{ dataKey: 'category', scaleType: 'band', position: xPosition }]}
        yAxis={[{ position: yPosition }]}
        series={[
          { dataKey: 'Online', label: 'Online', stack: 'total' },
          { dataKey: 'Retail', label: 'Retail', stack: 'total' },
        ]}
      />
    </Stack>
  );
}
