import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { BarChart } from '@mui/x-charts/BarChart';
import type { HighlightItemData } from '@mui/x-charts/context';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
const series = [
  { id: 'bus', label: 'Bus', data: [320, 340, 310, 355, 290] },
  { id: 'tram', label: 'Tram', data: [210, 230, 240, 220, 260] },
  { id: 'bike', label: 'Bike share', data: [90, 120, 140, 110, 180] },
];

export default function HighlightingControlledItem() {
  const [item, setItem] = React.useState<HighlightItemData | null>({ seriesId: 'tram', dataIndex: 2 });

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2}>
        <TextField
          select
          size="small"
          label="Series"
          value={item?.seriesId ?? ''}
          onChange={(event) => setItem({ seriesId: event.target.value, dataIndex: item?.dataIndex ?? 0 })}
          sx={{ minWidth: 140 }}
        >
          {series.map((entry) => (
            <MenuItem key={entry.id} value={entry.id}>
              {entry.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Day"
          value={item?.dataIndex ?? ''}
          onChange={(event) => setItem({ seriesId: item?.seriesId ?? 'bus', dataIndex: Number(event.target.value) })}
          sx={{ minWidth: 120 }}
        >
          {weekdays.map((day, index) => (
            <MenuItem key={day} value={index}>
              {day}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <BarChart
        height={300}
        xAxis={[{ data: weekdays, scaleType: 'band' }]}
        series={series.map((entry) => ({ ...entry, highlightScope: { highlight: 'item', fade: 'global' } }))}
        // Hovering a bar updates the selects; changing the selects moves the highlight.
        highlightedItem={item}
        onHighlightChange={setItem}
      />
    </Stack>
  );
}
