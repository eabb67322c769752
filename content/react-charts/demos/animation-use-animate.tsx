import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { BarChart } from '@mui/x-charts/BarChart';
import type { BarLabelProps } from '@mui/x-charts/BarChart';
import { useAnimate } from '@mui/x-charts/hooks';

type Position = { x: number; y: number };

const lerp = (from: number, to: number, t: number) => from + (to - from) * t;

// A label floating 10 px above its bar. useAnimate interpolates between the previous and the next position
// on each animation frame and writes the attributes directly, without re-rendering React.
function AboveBarLabel({ x, y, width, yOrigin, skipAnimation, isFaded, children }: BarLabelProps) {
  const target: Position = { x: x + width / 2, y: y - 10 };
  const animated = useAnimate(target, {
    // Start from the axis line, like the bars.
    initialProps: { x: target.x, y: yOrigin - 10 },
    createInterpolator: (from: Position, to: Position) => (t: number) => ({
      x: lerp(from.x, to.x, t),
      y: lerp(from.y, to.y, t),
    }),
    transformProps: (position: Position) => position,
    applyProps: (element: SVGTextElement, position: Position) => {
      element.setAttribute('x', String(position.x));
      element.setAttribute('y', String(position.y));
    },
    skip: skipAnimation,
  });

  return (
    <text
      ref={animated.ref}
      x={animated.x}
      y={animated.y}
      textAnchor="middle"
      fontSize={12}
      fill="currentColor"
      opacity={isFaded ? 0.3 : 1}
    >
      {children}
    </text>
  );
}

const rooms = ['Lab 1', 'Lab 2', 'Lab 3', 'Lab 4', 'Lab 5'];

export default function AnimationUseAnimate() {
  const [round, setRound] = React.useState(0);
  const data = rooms.map((_, index) => 20 + ((index * 29 + round * 41) % 70));

  return (
    <Stack spacing={1} sx={{ width: '100%', alignItems: 'flex-start' }}>
      <Button variant="outlined" onClick={() => setRound((value) => value + 1)}>
        Change the data
      </Button>
      <BarChart
        height={300}
        margin={{ top: 24 }}
        xAxis={[{ data: rooms, scaleType: 'band' }]}
        yAxis={[{ max: 100 }]}
        series={[{ data, label: 'Occupancy (%)' }]}
        barLabel={(item) => `${item.value}%`}
        slots={{ barLabel: AboveBarLabel }}
      />
    </Stack>
  );
}
