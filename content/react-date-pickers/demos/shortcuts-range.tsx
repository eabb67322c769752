import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import { StaticDateRangePicker } from '@mui/x-date-pickers-pro/StaticDateRangePicker';
import dayjs, { type Dayjs } from 'dayjs';

/** Fixed "today" of the demo. */
const TODAY = dayjs('2025-04-16');

/** Reporting periods, each a `[start, end]` pair. */
const periods: PickersShortcutsItem<DateRange<Dayjs>>[] = [
  { label: 'Last 7 days', getValue: () => [TODAY.subtract(6, 'day'), TODAY] },
  { label: 'Last 30 days', getValue: () => [TODAY.subtract(29, 'day'), TODAY] },
  { label: 'Month to date', getValue: () => [TODAY.startOf('month'), TODAY] },
  {
    label: 'Previous month',
    getValue: () => {
      const previous = TODAY.subtract(1, 'month');
      return [previous.startOf('month'), previous.endOf('month').startOf('day')];
    },
  },
  { label: 'Year to date', getValue: () => [TODAY.startOf('year'), TODAY] },
  { label: 'Clear', getValue: () => [null, null] },
];

export default function ShortcutsRange() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDateRangePicker
        calendars={1}
        referenceDate={TODAY}
        slotProps={{ shortcuts: { items: periods }, actionBar: { actions: [] } }}
      />
    </LocalizationProvider>
  );
}
