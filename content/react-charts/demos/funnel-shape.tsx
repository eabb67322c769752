import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FunnelChart, type FunnelCurveType } from '@mui/x-charts-pro/FunnelChart';

// Trial users of a note-taking app over their first month.
const trial = [
  { label: 'Signed up', value: 2400 },
  { label: 'Created a note', value: 1700 },
  { label: 'Came back in week 2', value: 900 },
  { label: 'Subscribed', value: 310 },
];

const curves: FunnelCurveType[] = ['linear', 'linear-sharp', 'bump', 'pyramid', 'step', 'step-pyramid'];

export default function FunnelShape() {
  const [curve, setCurve] = React.useState<FunnelCurveType>('step');
  const [gap, setGap] = React.useState(6);
  const [borderRadius, setBorderRadius] = React.useState(10);
  const [outlined, setOutlined] = React.useState(false);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="curve"
          value={curve}
          onChange={(event) => setCurve(event.target.value as FunnelCurveType)}
          sx={{ minWidth: 150 }}
        >
          {curves.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
        <Stack sx={{ width: 160 }}>
          <Typography id="funnel-shape-gap" variant="caption">
            gap: {gap}px
          </Typography>
          <Slider
            aria-labelledby="funnel-shape-gap"
            value={gap}
            min={0}
            max={20}
            onChange={(_, value) => setGap(value as number)}
          />
        </Stack>
        <Stack sx={{ width: 160 }}>
          <Typography id="funnel-shape-radius" variant="caption">
            borderRadius: {borderRadius}px
          </Typography>
          <Slider
            aria-labelledby="funnel-shape-radius"
            value={borderRadius}
            min={0}
            max={30}
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
        series={[
          {
            data: trial,
            curve,
            borderRadius,
            variant: outlined ? 'outlined' : 'filled',
          },
        ]}
      />
    </Stack>
  );
}
