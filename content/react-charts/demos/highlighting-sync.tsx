import * as React from 'react';
import Stack from '@mui/material/Stack';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import type { HighlightItemData } from '@mui/x-charts/context';

// Both charts use the same series id and the same order of values, so one highlight fits both.
const teams = ['Design', 'Support', 'Sales', 'Platform'];
const headcount = [6, 11, 9, 14];

const highlightScope = { highlight: 'item', fade: 'global' } as const;

export default function HighlightingSync() {
  const [item, setItem] = React.useState<HighlightItemData | null>(null);

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} sx={{ width: '100%' }}>
      <BarChart
        height={280}
        xAxis={[
          {
            data: teams,
            scaleType: 'band',
            colorMap: { type: 'ordinal', values: teams, colors: ['#5c6bc0', '#26a69a', '#ffa726', '#ec407a'] },
          },
        ]}
        series={[{ id: 'headcount', data: headcount, label: 'Headcount', highlightScope }]}
        hideLegend
        highlightedItem={item}
        onHighlightChange={setItem}
      />
      <PieChart
        height={280}
        colors={['#5c6bc0', '#26a69a', '#ffa726', '#ec407a']}
        series={[
          {
            id: 'headcount',
            data: teams.map((team, index) => ({ id: team, label: team, value: headcount[index]! })),
            highlightScope,
            highlighted: { additionalRadius: 8 },
          },
        ]}
        highlightedItem={item}
        onHighlightChange={setItem}
      />
    </Stack>
  );
}
