import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Visitors of a museum who reached each floor.
const floors = [
  { label: 'Ground floor', value: 1500 },
  { label: 'First floor', value: 980 },
  { label: 'Second floor', value: 610 },
  { label: 'Roof terrace', value: 240 },
];

type Vertical = 'top' | 'middle' | 'bottom';
type Horizontal = 'start' | 'center' | 'end';
type Anchor = 'start' | 'middle' | 'end';
type Baseline = 'auto' | 'hanging' | 'central' | 'text-after-edge';

export default function FunnelLabelPosition() {
  const [vertical, setVertical] = React.useState<Vertical>('middle');
  const [horizontal, setHorizontal] = React.useState<Horizontal>('end');
  const [textAnchor, setTextAnchor] = React.useState<Anchor>('start');
  const [dominantBaseline, setDominantBaseline] = React.useState<Baseline>('central');
  const [offset, setOffset] = React.useState(8);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label="position.vertical"
          value={vertical}
          onChange={(event) => setVertical(event.target.value as Vertical)}
        >
          {['top', 'middle', 'bottom'].map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="position.horizontal"
          value={horizontal}
          onChange={(event) => setHorizontal(event.target.value as Horizontal)}
        >
          {['start', 'center', 'end'].map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="textAnchor"
          value={textAnchor}
          onChange={(event) => setTextAnchor(event.target.value as Anchor)}
        >
          {['start', 'middle', 'end'].map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="dominantBaseline"
          value={dominantBaseline}
          onChange={(event) => setDominantBaseline(event.target.value as Baseline)}
        >
          {['auto', 'hanging', 'central', 'text-after-edge'].map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="number"
          label="offset"
          value={offset}
          onChange={(event) => setOffset(Number(event.target.value))}
          sx={{ width: 100 }}
        />
      </Stack>
      <FunnelChart
        height={300}
        hideLegend
        margin={{ right: 120 }}
        series={[
          {
            data: floors,
            sectionLabel: {
              position: { vertical, horizontal },
              textAnchor,
              dominantBaseline,
              offset: { x: offset },
            },
          },
        ]}
      />
    </Stack>
  );
}
