import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

// Readings every 7 units of time: the data ends at 63, an awkward number for an axis.
const times = [0, 7, 14, 21, 28, 35, 42, 49, 56, 63];
const readings = [12, 19, 23, 31, 28, 35, 44, 41, 52, 57];

export default function LinesDomainLimit() {
  const [strict, setStrict] = React.useState(false);

  return (
    <Stack sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={strict} onChange={(event) => setStrict(event.target.checked)} />}
        label="preferStrictDomainInLineCharts"
      />
      <LineChart
        height={280}
        experimentalFeatures={{ preferStrictDomainInLineCharts: strict }}
        xAxis={[{ data: times, label: 'Minutes' }]}
        yAxis={[{ width: 40 }]}
        series={[{ data: readings, label: 'Reading' }]}
        grid={{ vertical: true }}
      />
    </Stack>
  );
}
