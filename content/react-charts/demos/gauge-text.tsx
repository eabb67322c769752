import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';

type Mode = 'default' | 'string' | 'formatter';

export default function GaugeText() {
  const [mode, setMode] = React.useState<Mode>('formatter');

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ width: '100%', alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label="text"
        value={mode}
        onChange={(event) => setMode(event.target.value as Mode)}
        sx={{ width: 200 }}
      >
        <MenuItem value="default">not set (the value)</MenuItem>
        <MenuItem value="string">a string</MenuItem>
        <MenuItem value="formatter">a formatter</MenuItem>
      </TextField>
      <Gauge
        width={200}
        height={200}
        value={1450}
        valueMax={2000}
        text={
          mode === 'string'
            ? 'Daily goal'
            : mode === 'formatter'
              ? ({ value, valueMax }) => `${value} / ${valueMax} kcal`
              : undefined
        }
        sx={{ [`& .${gaugeClasses.valueText}`]: { fontSize: 16, fontWeight: 600, transform: 'translate(0px, 4px)' } }}
        aria-label="Calories eaten today"
      />
    </Stack>
  );
}
