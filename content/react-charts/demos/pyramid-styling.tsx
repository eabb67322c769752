import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Needs in a simple food pyramid, servings per day.
const food = [
  { label: 'Sweets', value: 1 },
  { label: 'Protein', value: 3 },
  { label: 'Fruit and vegetables', value: 5 },
  { label: 'Grains', value: 6 },
];

type PyramidCurve = 'pyramid' | 'step-pyramid';

export default function PyramidStyling() {
  const [curve, setCurve] = React.useState<PyramidCurve>('step-pyramid');
  const [gap, setGap] = React.useState(4);
  const [borderRadius, setBorderRadius] = React.useState(6);
  const [outlined, setOutlined] = React.useState(false);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="curve"
          value={curve}
          onChange={(event) => setCurve(event.target.value as PyramidCurve)}
          sx={{ minWidth: 150 }}
        >
          <MenuItem value="pyramid">pyramid</MenuItem>
          <MenuItem value="step-pyramid">step-pyramid</MenuItem>
        </TextField>
        <Stack sx={{ width: 150 }}>
          <Typography id="pyramid-styling-gap" variant="caption">
            gap: {gap}px
          </Typography>
          <Slider
            aria-labelledby="pyramid-styling-gap"
            value={gap}
            max={16}
            onChange={(_, value) => setGap(value as number)}
          />
        </Stack>
        <Stack sx={{ width: 150 }}>
          <Typography id="pyramid-styling-radius" variant="caption">
            borderRadius: {borderRadius}px
          </Typography>
          <Slider
            aria-labelledby="pyramid-styling-radius"
            value={borderRadius}
            max={20}
            onChange={(_, value) => setBorderRadius(value as number)}
          />
        </Stack>
        <FormControlLabel
          control={<Switch checked={outlined} onChange={(event) => setOutlined(event.target.checked)} />}
          label="variant: outlined"
        />
      </Stack>
      <FunnelChart
        height={320}
        gap={gap}
        colors={['#b45309', '#dc2626', '#16a34a', '#ca8a04']}
        series={[{ curve, borderRadius, variant: outlined ? 'outlined' : 'filled', data: food }]}
      />
    </Stack>
  );
}
