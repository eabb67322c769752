import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import dayjs, { type Dayjs } from 'dayjs';

const TODAY = dayjs('2025-04-16');

const followUps: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Tomorrow', getValue: () => TODAY.add(1, 'day') },
  { label: 'Next week', getValue: () => TODAY.add(1, 'week') },
  { label: 'Next month', getValue: () => TODAY.add(1, 'month') },
];

export default function ShortcutsWhichOne() {
  const [value, setValue] = useState<Dayjs | null>(null);
  const [source, setSource] = useState('nothing chosen yet');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        referenceDate={TODAY}
        value={value}
        onChange={(newValue, context) => {
          setValue(newValue);
          setSource(context.shortcut ? `shortcut "${context.shortcut.label}"` : 'calendar or keyboard');
        }}
        slotProps={{ shortcuts: { items: followUps }, actionBar: { actions: [] } }}
      />
      <Typography variant="body2" aria-live="polite">
        Last change came from: {source}
      </Typography>
    </LocalizationProvider>
  );
}
