import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Newsletter engagement, from sent e-mails to clicks on the offer.
const newsletter = [
  { label: 'Delivered', value: 9200 },
  { label: 'Opened', value: 4100 },
  { label: 'Read to the end', value: 1800 },
  { label: 'Clicked the offer', value: 560 },
];

export default function FunnelLegend() {
  const [hideLegend, setHideLegend] = React.useState(false);
  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={hideLegend} onChange={(event) => setHideLegend(event.target.checked)} />}
        label="hideLegend"
      />
      <FunnelChart height={300} hideLegend={hideLegend} series={[{ data: newsletter }]} />
    </Stack>
  );
}
