import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';

type Align = 'justify' | 'left' | 'right' | 'center';

// A train network: "Depot" is fed by the first hub and "Airport" only feeds the last one,
// so the layout may put them in more than one column.
const links = [
  { source: 'North', target: 'Hub 1', value: 30 },
  { source: 'South', target: 'Hub 1', value: 20 },
  { source: 'Hub 1', target: 'Hub 2', value: 35 },
  { source: 'Hub 1', target: 'Depot', value: 15 },
  { source: 'Hub 2', target: 'Hub 3', value: 35 },
  { source: 'Airport', target: 'Hub 3', value: 12 },
  { source: 'Hub 3', target: 'Centre', value: 47 },
];

export default function SankeyAlignment() {
  const [align, setAlign] = React.useState<Align>('justify');
  return (
    <Stack spacing={1}>
      <FormControl>
        <FormLabel id="sankey-alignment-label">nodeOptions.align</FormLabel>
        <RadioGroup
          row
          aria-labelledby="sankey-alignment-label"
          value={align}
          onChange={(event) => setAlign(event.target.value as Align)}
        >
          {['justify', 'left', 'right', 'center'].map((option) => (
            <FormControlLabel key={option} value={option} control={<Radio />} label={option} />
          ))}
        </RadioGroup>
      </FormControl>
      <SankeyChart height={300} series={{ data: { links }, nodeOptions: { align } }} />
    </Stack>
  );
}
