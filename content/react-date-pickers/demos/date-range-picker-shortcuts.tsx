import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import { StaticDateRangePicker } from '@mui/x-date-pickers-pro/StaticDateRangePicker';
import dayjs, { type Dayjs } from 'dayjs';

// School holidays of one made-up academic year: fixed ranges, one click each.
const schoolHolidays: PickersShortcutsItem<DateRange<Dayjs>>[] = [
  { label: 'Autumn half-term', getValue: () => [dayjs('2025-10-27'), dayjs('2025-10-31')] },
  { label: 'Winter break', getValue: () => [dayjs('2025-12-22'), dayjs('2026-01-02')] },
  { label: 'Spring half-term', getValue: () => [dayjs('2026-02-16'), dayjs('2026-02-20')] },
  { label: 'Easter', getValue: () => [dayjs('2026-03-30'), dayjs('2026-04-10')] },
  { label: 'Clear', getValue: () => [null, null] },
];

export default function DateRangePickerShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDateRangePicker
        referenceDate={dayjs('2025-10-01')}
        slotProps={{ shortcuts: { items: schoolHolidays }, actionBar: { actions: [] } }}
        calendars={1}
      />
    </LocalizationProvider>
  );
}
