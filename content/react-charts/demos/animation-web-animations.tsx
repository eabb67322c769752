import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { LineChart } from '@mui/x-charts/LineChart';
import type { MarkElementProps } from '@mui/x-charts/LineChart';

// A mark that pops in with the browser's Web Animations API instead of the built-in animation.
// The same slot is where a React Spring or Motion component would go.
function PopInMark({ x, y, color, dataIndex, skipAnimation }: MarkElementProps) {
  const ref = React.useRef<SVGCircleElement>(null);

  React.useEffect(() => {
    const element = ref.current;
    if (!element || skipAnimation || typeof element.animate !== 'function') {
      return undefined;
    }
    const animation = element.animate(
      [
        { transform: 'scale(0)', opacity: 0 },
        { transform: 'scale(1.6)', opacity: 1, offset: 0.7 },
        { transform: 'scale(1)', opacity: 1 },
      ],
      { duration: 500, delay: dataIndex * 60, easing: 'ease-out', fill: 'backwards' },
    );
    return () => animation.cancel();
  }, [dataIndex, skipAnimation]);

  return (
    <circle
      ref={ref}
      cx={x}
      cy={y}
      r={5}
      fill={color}
      stroke="#fff"
      strokeWidth={2}
      style={{ transformBox: 'fill-box', transformOrigin: 'center' }}
    />
  );
}

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const steps = [6200, 8400, 7100, 9900, 8800, 12600, 4300];

export default function AnimationWebAnimations() {
  const [run, replay] = React.useReducer((count: number) => count + 1, 0);

  return (
    <Stack spacing={1} sx={{ width: '100%', alignItems: 'flex-start' }}>
      <Button variant="outlined" onClick={replay}>
        Replay
      </Button>
      <LineChart
        key={run}
        height={300}
        xAxis={[{ data: days, scaleType: 'point' }]}
        series={[{ data: steps, label: 'Steps', curve: 'linear' }]}
        slots={{ mark: PopInMark }}
      />
    </Stack>
  );
}
