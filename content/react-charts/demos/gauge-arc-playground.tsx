import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Gauge } from '@mui/x-charts/Gauge';

type Setting = 'startAngle' | 'endAngle' | 'innerRadius' | 'outerRadius' | 'cornerRadius';

const ranges: Record<Setting, [number, number, string]> = {
  startAngle: [-360, 360, '°'],
  endAngle: [-360, 360, '°'],
  innerRadius: [0, 100, '%'],
  outerRadius: [0, 100, '%'],
  cornerRadius: [0, 50, '%'],
};

export default function GaugeArcPlayground() {
  const [settings, setSettings] = React.useState<Record<Setting, number>>({
    startAngle: -110,
    endAngle: 110,
    innerRadius: 75,
    outerRadius: 100,
    cornerRadius: 50,
  });

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ width: '100%', alignItems: 'center' }}>
      <Gauge
        height={220}
        sx={{ flex: 1 }}
        value={58}
        startAngle={settings.startAngle}
        endAngle={settings.endAngle}
        innerRadius={`${settings.innerRadius}%`}
        outerRadius={`${settings.outerRadius}%`}
        cornerRadius={`${settings.cornerRadius}%`}
        aria-label="Arc playground"
      />
      <Box sx={{ flex: 1, minWidth: 220 }}>
        {(Object.keys(ranges) as Setting[]).map((name) => (
          <Box key={name}>
            <Typography id={`gauge-arc-${name}`} variant="body2">
              {name}: {settings[name]}
              {ranges[name][2]}
            </Typography>
            <Slider
              size="small"
              aria-labelledby={`gauge-arc-${name}`}
              value={settings[name]}
              min={ranges[name][0]}
              max={ranges[name][1]}
              onChange={(_, value) => setSettings((previous) => ({ ...previous, [name]: value }))}
            />
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
