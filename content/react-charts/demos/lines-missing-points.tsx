import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

const days = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'];
// The sensor was offline on days 4 and 5; the new model was installed on day 3
// and the old one was removed after day 8 (a shorter array).
const oldSensor = [14, 15, 13, null, null, 16, 17, 15];
const newSensor = [null, null, 13.5, 14, 15.5, 16, 16.5, 15, 14, 15.5];

export default function LinesMissingPoints() {
  const [connectNulls, setConnectNulls] = React.useState(false);

  return (
    <Stack sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={connectNulls} onChange={(event) => setConnectNulls(event.target.checked)} />}
        label="connectNulls"
      />
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: days, label: 'Day' }]}
        yAxis={[{ width: 40 }]}
        series={[
          {
            data: oldSensor,
            label: 'Old sensor (°C)',
            connectNulls,
            // Without this, a missing value leaves the series out of the tooltip.
            valueFormatter: (value) => (value == null ? 'no reading' : `${value} °C`),
          },
          { data: newSensor, label: 'New sensor (°C)', connectNulls },
        ]}
      />
    </Stack>
  );
}
