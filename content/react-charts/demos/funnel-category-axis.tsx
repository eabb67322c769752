import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Pupils of one school year who reached each grade in a music exam.
const grades = ['Grade 1', 'Grade 2', 'Grade 3', 'Grade 4', 'Grade 5'];
const pupils = [180, 150, 96, 41, 12];

export default function FunnelCategoryAxis() {
  const [linear, setLinear] = React.useState(false);
  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={linear} onChange={(event) => setLinear(event.target.checked)} />}
        label="scaleType: linear"
      />
      <FunnelChart
        height={320}
        hideLegend
        categoryAxis={
          linear
            ? { position: 'left', categories: grades, scaleType: 'linear' }
            : { position: 'left', categories: grades }
        }
        series={[{ data: pupils.map((value) => ({ value })), layout: 'vertical' }]}
      />
    </Stack>
  );
}
