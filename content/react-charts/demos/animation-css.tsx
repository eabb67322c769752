import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { PieChart, pieArcLabelClasses } from '@mui/x-charts/PieChart';

const sources = [
  { id: 'search', value: 48, label: 'Search' },
  { id: 'direct', value: 27, label: 'Direct' },
  { id: 'social', value: 15, label: 'Social' },
  { id: 'email', value: 10, label: 'Email' },
];

export default function AnimationCss() {
  // Changing the key mounts a new chart, which plays the entry animation again.
  const [run, replay] = React.useReducer((count: number) => count + 1, 0);
  const [skipAnimation, setSkipAnimation] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%', alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={2}>
        <Button variant="outlined" onClick={replay}>
          Replay
        </Button>
        <FormControlLabel
          control={<Switch checked={skipAnimation} onChange={(event) => setSkipAnimation(event.target.checked)} />}
          label="skipAnimation"
        />
      </Stack>
      <PieChart
        key={run}
        height={260}
        skipAnimation={skipAnimation}
        series={[{ data: sources, arcLabel: (item) => `${item.value}%`, innerRadius: 50 }]}
        sx={{
          // The arc labels fade in with a CSS animation: make it four times slower.
          [`& .${pieArcLabelClasses.root}.${pieArcLabelClasses.animate}`]: {
            animationDuration: '2s',
            animationTimingFunction: 'ease-out',
          },
        }}
      />
    </Stack>
  );
}
