import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { useIsValidValue, usePickerContext } from '@mui/x-date-pickers/hooks';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersShortcutsItem, PickersShortcutsProps } from '@mui/x-date-pickers/PickersShortcuts';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import { StaticDateRangePicker } from '@mui/x-date-pickers-pro/StaticDateRangePicker';
import dayjs, { type Dayjs } from 'dayjs';

const TODAY = dayjs('2025-04-16');

const sprints: PickersShortcutsItem<DateRange<Dayjs>>[] = [
  { label: 'This sprint', getValue: () => [dayjs('2025-04-14'), dayjs('2025-04-25')] },
  { label: 'Next sprint', getValue: () => [dayjs('2025-04-28'), dayjs('2025-05-09')] },
  { label: 'Quarter', getValue: () => [dayjs('2025-04-01'), dayjs('2025-06-30')] },
];

/** Replaces the default vertical list with a row of chips above the calendar. */
function ShortcutChips({ items, changeImportance = 'accept' }: PickersShortcutsProps<DateRange<Dayjs>>) {
  const isValid = useIsValidValue<DateRange<Dayjs>>();
  const { setValue } = usePickerContext<DateRange<Dayjs>>();
  if (!items?.length) return null;

  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ gridRow: 1, gridColumn: 2, flexWrap: 'wrap', px: 3, pt: 2 }}
      role="group"
      aria-label="Shortcuts"
    >
      {items.map((item) => {
        const next = item.getValue({ isValid });
        return (
          <Chip
            key={item.label}
            label={item.label}
            disabled={!isValid(next)}
            onClick={() => setValue(next, { changeImportance, shortcut: item })}
          />
        );
      })}
    </Stack>
  );
}

export default function ShortcutsChipsRow() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDateRangePicker
        calendars={1}
        referenceDate={TODAY}
        slots={{ shortcuts: ShortcutChips }}
        slotProps={{ shortcuts: { items: sprints }, toolbar: { hidden: true }, actionBar: { hidden: true } }}
      />
    </LocalizationProvider>
  );
}
