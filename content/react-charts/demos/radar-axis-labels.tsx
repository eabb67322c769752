import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { RadarAxis, RadarChart } from '@mui/x-charts/RadarChart';

const metrics = ['Attack', 'Defence', 'Speed', 'Stamina', 'Technique'];

export default function RadarAxisLabels() {
  const [labelOrientation, setLabelOrientation] = React.useState<'horizontal' | 'rotated'>('horizontal');
  const [divisions, setDivisions] = React.useState(4);
  const [angle, setAngle] = React.useState(36);

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ width: '100%' }}>
      <Stack spacing={2} sx={{ minWidth: 220 }}>
        <TextField
          select
          size="small"
          label="labelOrientation"
          value={labelOrientation}
          onChange={(event) => setLabelOrientation(event.target.value as 'horizontal' | 'rotated')}
        >
          <MenuItem value="horizontal">horizontal</MenuItem>
          <MenuItem value="rotated">rotated</MenuItem>
        </TextField>
        <div>
          <Typography id="radar-axis-divisions" variant="body2">
            divisions: {divisions}
          </Typography>
          <Slider
            size="small"
            aria-labelledby="radar-axis-divisions"
            value={divisions}
            onChange={(_, value) => setDivisions(value)}
            min={1}
            max={10}
          />
        </div>
        <div>
          <Typography id="radar-axis-angle" variant="body2">
            angle of the free axis: {angle}°
          </Typography>
          <Slider
            size="small"
            aria-labelledby="radar-axis-angle"
            value={angle}
            onChange={(_, value) => setAngle(value)}
            min={0}
            max={360}
          />
        </div>
      </Stack>
      <RadarChart
        height={320}
        // The metrics' names are drawn outside the web: the default 50 px beside it cut the longest one off.
        margin={{ left: 70, right: 70 }}
        sx={{ flex: 1 }}
        radar={{ max: 100, metrics }}
        series={[{ label: 'Player 7', data: [78, 55, 90, 70, 84] }]}
      >
        {/* Values along the direction of a metric. */}
        <RadarAxis metric="Speed" divisions={divisions} labelOrientation={labelOrientation} />
        {/* The same scale drawn between two metrics, at a chosen angle, anchored by a function. */}
        <RadarAxis
          metric="Attack"
          angle={angle}
          divisions={divisions}
          labelOrientation={labelOrientation}
          textAnchor={(labelAngle) => (labelAngle % 360 > 180 ? 'end' : 'start')}
        />
      </RadarChart>
    </Stack>
  );
}
