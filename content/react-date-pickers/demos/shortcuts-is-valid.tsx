import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import { StaticDateRangePicker } from '@mui/x-date-pickers-pro/StaticDateRangePicker';
import dayjs, { type Dayjs } from 'dayjs';

const TODAY = dayjs('2025-04-16');

/** Studio closed days: every Monday, plus a fully booked week. */
const isClosed = (day: Dayjs) => day.day() === 1 || (day.isAfter('2025-04-20') && day.isBefore('2025-04-28'));

/** Moves a candidate range forward a week at a time until `isValid` accepts it. */
function firstFree(
  build: (weekStart: Dayjs) => DateRange<Dayjs>,
  isValid: (value: DateRange<Dayjs>) => boolean,
): DateRange<Dayjs> {
  let weekStart = TODAY.startOf('week');
  for (let attempt = 0; attempt < 26; attempt += 1) {
    const candidate = build(weekStart);
    if (isValid(candidate)) return candidate;
    weekStart = weekStart.add(1, 'week');
  }
  return [null, null];
}

const bookings: PickersShortcutsItem<DateRange<Dayjs>>[] = [
  {
    label: 'Next free Tue–Fri',
    getValue: ({ isValid }) => firstFree((start) => [start.add(2, 'day'), start.add(5, 'day')], isValid),
  },
  {
    label: 'Next free weekend',
    getValue: ({ isValid }) => firstFree((start) => [start.add(6, 'day'), start.add(7, 'day')], isValid),
  },
  { label: 'Clear', getValue: () => [null, null] },
];

export default function ShortcutsIsValid() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDateRangePicker
        calendars={1}
        referenceDate={TODAY}
        minDate={TODAY}
        shouldDisableDate={isClosed}
        slotProps={{ shortcuts: { items: bookings }, actionBar: { actions: [] } }}
      />
    </LocalizationProvider>
  );
}
