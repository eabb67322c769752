import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

const slices = [
  { id: 0, value: 40, label: 'Spruce' },
  { id: 1, value: 25, label: 'Beech' },
  { id: 2, value: 20, label: 'Oak' },
  { id: 3, value: 15, label: 'Pine' },
];

type Setting = 'innerRadius' | 'outerRadius' | 'paddingAngle' | 'cornerRadius' | 'startAngle' | 'endAngle';

const ranges: Record<Setting, [number, number]> = {
  innerRadius: [0, 100],
  outerRadius: [50, 120],
  paddingAngle: [0, 20],
  cornerRadius: [0, 20],
  startAngle: [-180, 180],
  endAngle: [-180, 360],
};

export default function PieSizing() {
  const [settings, setSettings] = React.useState<Record<Setting, number>>({
    innerRadius: 40,
    outerRadius: 100,
    paddingAngle: 3,
    cornerRadius: 6,
    startAngle: -90,
    endAngle: 270,
  });

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ width: '100%' }}>
      <Box sx={{ flex: 1, minWidth: 220 }}>
        {(Object.keys(ranges) as Setting[]).map((name) => (
          <Box key={name}>
            <Typography id={`pie-sizing-${name}`} variant="body2">
              {name}: {settings[name]}
            </Typography>
            <Slider
              size="small"
              aria-labelledby={`pie-sizing-${name}`}
              value={settings[name]}
              min={ranges[name][0]}
              max={ranges[name][1]}
              onChange={(_, value) => setSettings((previous) => ({ ...previous, [name]: value }))}
            />
          </Box>
        ))}
      </Box>
      <PieChart height={280} hideLegend series={[{ data: slices, ...settings, cx: '50%', cy: '50%' }]} />
    </Stack>
  );
}
