import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { PieChart } from '@mui/x-charts/PieChart';
import { createShares } from '../../demo-data/chart-categories';

const shares = createShares(undefined, 9);

type Vertical = 'top' | 'middle' | 'bottom';
type Horizontal = 'start' | 'center' | 'end';

function Choice<T extends string>(props: { label: string; value: T; options: T[]; onChange: (value: T) => void }) {
  return (
    <TextField
      select
      size="small"
      label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value as T)}
      sx={{ minWidth: 140 }}
    >
      {props.options.map((option) => (
        <MenuItem key={option} value={option}>
          {option}
        </MenuItem>
      ))}
    </TextField>
  );
}

export default function LegendPosition() {
  const [direction, setDirection] = React.useState<'horizontal' | 'vertical'>('vertical');
  const [vertical, setVertical] = React.useState<Vertical>('middle');
  const [horizontal, setHorizontal] = React.useState<Horizontal>('end');
  const [hideLegend, setHideLegend] = React.useState(false);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Choice label="direction" value={direction} options={['horizontal', 'vertical']} onChange={setDirection} />
        <Choice label="vertical" value={vertical} options={['top', 'middle', 'bottom']} onChange={setVertical} />
        <Choice label="horizontal" value={horizontal} options={['start', 'center', 'end']} onChange={setHorizontal} />
        <FormControlLabel
          control={<Switch checked={hideLegend} onChange={(event) => setHideLegend(event.target.checked)} />}
          label="hideLegend"
        />
      </Stack>
      <PieChart
        height={260}
        hideLegend={hideLegend}
        series={[{ data: shares, innerRadius: 40 }]}
        slotProps={{ legend: { direction, position: { vertical, horizontal } } }}
      />
    </Stack>
  );
}
