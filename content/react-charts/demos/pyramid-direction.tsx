import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

type Direction = 'auto' | 'increasing' | 'decreasing';

// Staff of a small company by level; the values are not sorted.
const staff = [
  { label: 'Directors', value: 3 },
  { label: 'Managers', value: 12 },
  { label: 'Team leads', value: 9 },
  { label: 'Specialists', value: 48 },
];

export default function PyramidDirection() {
  const [direction, setDirection] = React.useState<Direction>('auto');
  return (
    <Stack spacing={1}>
      <FormControl>
        <FormLabel id="pyramid-direction-label">funnelDirection</FormLabel>
        <RadioGroup
          row
          aria-labelledby="pyramid-direction-label"
          value={direction}
          onChange={(event) => setDirection(event.target.value as Direction)}
        >
          {['auto', 'increasing', 'decreasing'].map((option) => (
            <FormControlLabel key={option} value={option} control={<Radio />} label={option} />
          ))}
        </RadioGroup>
      </FormControl>
      <FunnelChart height={300} series={[{ curve: 'pyramid', funnelDirection: direction, data: staff }]} />
    </Stack>
  );
}
