import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { BarChart } from '@mui/x-charts/BarChart';
import type { StackOrderType } from '@mui/x-charts/models';

// How visitors reach a museum, by age group (share of visitors, %).
const ageGroups = ['Under 18', '18–30', '31–50', '51–70', 'Over 70'];
const modes = [
  { label: 'On foot', data: [38, 22, 12, 14, 20] },
  { label: 'Bicycle', data: [20, 18, 9, 6, 2] },
  { label: 'Public transport', data: [30, 41, 33, 30, 34] },
  { label: 'Car', data: [10, 15, 42, 46, 38] },
  { label: 'Coach tour', data: [2, 4, 4, 4, 6] },
];

const orders: StackOrderType[] = ['none', 'reverse', 'appearance', 'ascending', 'descending'];

export default function StackingOrder() {
  const [order, setOrder] = React.useState<StackOrderType>('ascending');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <TextField
        select
        size="small"
        label="stackOrder"
        value={order}
        onChange={(event) => setOrder(event.target.value as StackOrderType)}
        sx={{ maxWidth: 200 }}
      >
        {orders.map((value) => (
          <MenuItem key={value} value={value}>
            {value}
          </MenuItem>
        ))}
      </TextField>
      <BarChart
        height={340}
        layout="horizontal"
        yAxis={[{ data: ageGroups, scaleType: 'band', width: 80 }]}
        xAxis={[{ max: 100, valueFormatter: (value: number) => `${value}%` }]}
        series={modes.map((mode, index) => ({
          ...mode,
          stack: 'visitors',
          ...(index === 0 ? { stackOrder: order } : {}),
          valueFormatter: (value: number | null) => `${value}%`,
        }))}
      />
    </Stack>
  );
}
