import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';
import { createTrend } from '../../demo-data/chart-series';

const minutes = Array.from({ length: 40 }, (_, index) => index * 3);
const speed = createTrend(52, 40, 24, 3);

export default function LinesMarks() {
  const [disableLineItemHighlight, setDisableLineItemHighlight] = React.useState(false);

  return (
    <Stack sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={disableLineItemHighlight}
            onChange={(event) => setDisableLineItemHighlight(event.target.checked)}
          />
        }
        label="disableLineItemHighlight"
      />
      <LineChart
        height={300}
        disableLineItemHighlight={disableLineItemHighlight}
        xAxis={[{ data: minutes, label: 'Minute' }]}
        yAxis={[{ width: 40 }]}
        series={[
          {
            data: speed,
            label: 'Speed (km/h)',
            // A mark every fifth point only: 8 circles instead of 40.
            showMark: ({ index }) => index % 5 === 0,
          },
        ]}
      />
    </Stack>
  );
}
