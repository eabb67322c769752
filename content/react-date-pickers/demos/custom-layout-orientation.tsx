import { useState } from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { pickersLayoutClasses } from '@mui/x-date-pickers/PickersLayout';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import dayjs from 'dayjs';

type Orientation = 'portrait' | 'landscape';

// Coloured outlines on the three main blocks, so their places in the grid are visible.
const outlinedBlocks = {
  [`& .${pickersLayoutClasses.toolbar}`]: { outline: '2px dashed #1976d2', outlineOffset: -2 },
  [`& .${pickersLayoutClasses.contentWrapper}`]: { outline: '2px dashed #9c27b0', outlineOffset: -2 },
  [`& .${pickersLayoutClasses.actionBar}`]: { outline: '2px dashed #ed6c02', outlineOffset: -2 },
};

export default function CustomLayoutOrientation() {
  const [orientation, setOrientation] = useState<Orientation>('landscape');

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="Orientation"
        value={orientation}
        onChange={(_event, next: Orientation | null) => next && setOrientation(next)}
      >
        <ToggleButton value="portrait">portrait</ToggleButton>
        <ToggleButton value="landscape">landscape</ToggleButton>
      </ToggleButtonGroup>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <StaticDatePicker
          orientation={orientation}
          defaultValue={dayjs('2025-12-05')}
          slotProps={{ layout: { sx: outlinedBlocks } }}
        />
      </LocalizationProvider>
    </Stack>
  );
}
