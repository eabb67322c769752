import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { RadarChart } from '@mui/x-charts/RadarChart';

const metrics = ['Vocabulary', 'Grammar', 'Listening', 'Speaking', 'Writing', 'Reading'];

export default function RadarSeriesOptions() {
  const [hideMark, setHideMark] = React.useState(false);
  const [fillArea, setFillArea] = React.useState(true);

  return (
    <Stack sx={{ width: '100%' }}>
      <Stack direction="row">
        <FormControlLabel
          control={<Switch checked={hideMark} onChange={(event) => setHideMark(event.target.checked)} />}
          label="hideMark"
        />
        <FormControlLabel
          control={<Switch checked={fillArea} onChange={(event) => setFillArea(event.target.checked)} />}
          label="fillArea"
        />
      </Stack>
      <RadarChart
        height={300}
        radar={{ max: 10, metrics }}
        series={[
          { label: 'September', data: [4, 5, 6, 3, 4, 6], hideMark, fillArea },
          { label: 'June', data: [7, 7, 8, 6, 6, 9], hideMark, fillArea },
        ]}
      />
    </Stack>
  );
}
