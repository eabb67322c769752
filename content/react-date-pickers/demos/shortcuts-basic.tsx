import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import dayjs, { type Dayjs } from 'dayjs';

/** The demo's fixed "today", so the page renders the same on every day. */
const TODAY = dayjs('2025-04-16');

const paymentDates: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Today', getValue: () => TODAY },
  { label: 'In 14 days', getValue: () => TODAY.add(14, 'day') },
  { label: 'In 30 days', getValue: () => TODAY.add(30, 'day') },
  { label: 'End of month', getValue: () => TODAY.endOf('month').startOf('day') },
  { label: 'End of quarter', getValue: () => TODAY.month(5).endOf('month').startOf('day') },
  { label: 'No date', getValue: () => null },
];

export default function ShortcutsBasic() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        referenceDate={TODAY}
        slotProps={{ shortcuts: { items: paymentDates }, actionBar: { actions: [] } }}
      />
    </LocalizationProvider>
  );
}
