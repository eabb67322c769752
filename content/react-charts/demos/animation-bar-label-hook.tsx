import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { BarChart } from '@mui/x-charts/BarChart';
import type { BarLabelProps } from '@mui/x-charts/BarChart';
import { useAnimateBarLabel } from '@mui/x-charts/hooks';

// A label that sits just under the top of its bar, in white. useAnimateBarLabel moves it with the bar.
function InsideTopLabel(props: BarLabelProps) {
  const { isFaded, xOrigin, yOrigin, x, y, width, height, layout, skipAnimation, children } = props;
  const animated = useAnimateBarLabel({ xOrigin, yOrigin, x, y, width, height, layout, skipAnimation });
  return (
    <text
      ref={animated.ref}
      x={animated.x}
      // The hook gives the centre of the bar; shift the text up to its top edge.
      y={animated.y}
      dy={-height / 2 + 14}
      fill="#fff"
      fontSize={12}
      fontWeight={700}
      textAnchor="middle"
      dominantBaseline="central"
      opacity={isFaded ? 0.3 : 1}
    >
      {children}
    </text>
  );
}

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6'];

function makeData(round: number) {
  return weeks.map((_, index) => 30 + ((index * 17 + round * 23) % 60));
}

export default function AnimationBarLabelHook() {
  const [round, setRound] = React.useState(0);

  return (
    <Stack spacing={1} sx={{ width: '100%', alignItems: 'flex-start' }}>
      <Button variant="outlined" onClick={() => setRound((value) => value + 1)}>
        Change the data
      </Button>
      <BarChart
        height={300}
        xAxis={[{ data: weeks, scaleType: 'band' }]}
        barLabel="value"
        series={[{ data: makeData(round), label: 'Orders' }]}
        slots={{ barLabel: InsideTopLabel }}
      />
    </Stack>
  );
}
