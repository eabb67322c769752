import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
const deliveries = [42, 57, 49, 61, 70];

export default function StylingOverlay() {
  const [loading, setLoading] = React.useState(true);
  const [empty, setEmpty] = React.useState(false);
  const [keepAxes, setKeepAxes] = React.useState(true);

  return (
    <Stack sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />}
          label="loading"
        />
        <FormControlLabel
          control={<Switch checked={empty} onChange={(event) => setEmpty(event.target.checked)} />}
          label="No data"
        />
        <FormControlLabel
          control={<Switch checked={keepAxes} onChange={(event) => setKeepAxes(event.target.checked)} />}
          label="Axis data while waiting"
        />
      </Stack>
      <BarChart
        height={280}
        loading={loading}
        // With the categories and a fixed range known up front, the axes are drawn under the overlay.
        xAxis={[{ data: keepAxes ? weekdays : undefined, scaleType: 'band' }]}
        yAxis={[keepAxes ? { min: 0, max: 80 } : {}]}
        series={[{ data: empty || loading ? [] : deliveries, label: 'Deliveries' }]}
      />
    </Stack>
  );
}
