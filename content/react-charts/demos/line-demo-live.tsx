import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { LineChart } from '@mui/x-charts/LineChart';
import { createRandom, randomInt } from '../../demo-data/random';

const WINDOW = 30;

// The first window is seeded, so the page and the live demo start from the same picture.
function createStart(): number[] {
  const random = createRandom(5);
  let load = 40;
  return Array.from({ length: WINDOW }, () => (load = Math.min(100, Math.max(0, load + randomInt(random, -8, 8)))));
}

export default function LineDemoLive() {
  const [running, setRunning] = React.useState(true);
  const [cpu, setCpu] = React.useState(createStart);
  const [tick, setTick] = React.useState(0);
  const random = React.useRef(createRandom(6));

  React.useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => {
      setCpu((previous) => {
        const last = previous[previous.length - 1] ?? 40;
        const next = Math.min(100, Math.max(0, last + randomInt(random.current, -10, 10)));
        return [...previous.slice(1), next];
      });
      setTick((value) => value + 1);
    }, 1000);
    return () => clearInterval(timer);
  }, [running]);

  const seconds = cpu.map((_, index) => tick + index - WINDOW + 1);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Button size="small" variant="outlined" onClick={() => setRunning(!running)} sx={{ alignSelf: 'start' }}>
        {running ? 'Pause' : 'Resume'}
      </Button>
      <LineChart
        height={280}
        // Moving every second: transitions would lag behind the data.
        skipAnimation
        xAxis={[{ data: seconds, label: 'Seconds', valueFormatter: (value: number) => `${value}s` }]}
        yAxis={[{ min: 0, max: 100, width: 40 }]}
        series={[{ data: cpu, label: 'CPU load (%)', showMark: false, area: true }]}
      />
    </Stack>
  );
}
