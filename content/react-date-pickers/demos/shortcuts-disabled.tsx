import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import dayjs, { type Dayjs } from 'dayjs';

/** Public holidays of 2025 in our made-up country; those before July fail `minDate`. */
const holidays: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'New Year', getValue: () => dayjs('2025-01-01') },
  { label: 'Labour Day', getValue: () => dayjs('2025-05-01') },
  { label: 'Summer fair', getValue: () => dayjs('2025-07-14') },
  { label: 'Harvest day', getValue: () => dayjs('2025-09-22') },
  { label: 'Winter solstice', getValue: () => dayjs('2025-12-21') },
];

export default function ShortcutsDisabled() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        minDate={dayjs('2025-07-01')}
        referenceDate={dayjs('2025-07-01')}
        slotProps={{ shortcuts: { items: holidays }, actionBar: { actions: [] } }}
      />
    </LocalizationProvider>
  );
}
