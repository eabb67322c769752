import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { RadarChart } from '@mui/x-charts/RadarChart';

const metrics = ['Taste', 'Price', 'Speed', 'Service', 'Ambience', 'Portions'];
type Stripes = 'default' | 'alternate' | 'none';

const stripeColors = {
  default: undefined,
  alternate: (index: number) => (index % 2 === 0 ? 'rgba(25, 118, 210, 0.12)' : 'rgba(0, 0, 0, 0.04)'),
  none: null,
};

export default function RadarGrid() {
  const [shape, setShape] = React.useState<'sharp' | 'circular'>('sharp');
  const [divisions, setDivisions] = React.useState(5);
  const [startAngle, setStartAngle] = React.useState(0);
  const [stripes, setStripes] = React.useState<Stripes>('default');

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ width: '100%' }}>
      <Stack spacing={2} sx={{ minWidth: 220 }}>
        <TextField
          select
          size="small"
          label="shape"
          value={shape}
          onChange={(event) => setShape(event.target.value as 'sharp' | 'circular')}
        >
          <MenuItem value="sharp">sharp</MenuItem>
          <MenuItem value="circular">circular</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label="stripeColor"
          value={stripes}
          onChange={(event) => setStripes(event.target.value as Stripes)}
        >
          <MenuItem value="default">default</MenuItem>
          <MenuItem value="alternate">a function</MenuItem>
          <MenuItem value="none">null (no stripes)</MenuItem>
        </TextField>
        <div>
          <Typography id="radar-divisions" variant="body2">
            divisions: {divisions}
          </Typography>
          <Slider
            size="small"
            aria-labelledby="radar-divisions"
            value={divisions}
            onChange={(_, value) => setDivisions(value)}
            min={1}
            max={10}
          />
        </div>
        <div>
          <Typography id="radar-start-angle" variant="body2">
            startAngle: {startAngle}°
          </Typography>
          <Slider
            size="small"
            aria-labelledby="radar-start-angle"
            value={startAngle}
            onChange={(_, value) => setStartAngle(value)}
            min={-180}
            max={180}
          />
        </div>
      </Stack>
      <RadarChart
        height={320}
        // The metrics' names are drawn outside the web: the default 50 px beside it cut the longest one off.
        margin={{ left: 70, right: 70 }}
        sx={{ flex: 1 }}
        shape={shape}
        divisions={divisions}
        stripeColor={stripeColors[stripes]}
        radar={{ max: 5, metrics, startAngle }}
        series={[{ label: 'Café Lumen', data: [4.5, 3, 4, 4.5, 5, 3.5] }]}
      />
    </Stack>
  );
}
