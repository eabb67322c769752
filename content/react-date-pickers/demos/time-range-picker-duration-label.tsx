import { useState } from 'react';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClockItem, type DigitalClockItemProps } from '@mui/x-date-pickers/DigitalClock';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import type { DateRange, RangePosition } from '@mui/x-date-pickers-pro/models';
import dayjs, { type Dayjs } from 'dayjs';

/** Extra props this demo passes to every clock item through `slotProps`. */
interface DurationItemProps {
  rangePosition: RangePosition;
  rangeStart: Dayjs | null;
}

function formatDuration(minutes: number) {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** While the end is being chosen, each item also says how long the meeting would last. */
function DurationClockItem(props: DigitalClockItemProps & DurationItemProps) {
  const { rangePosition, rangeStart, itemValue, formattedValue, ...other } = props;
  const showDuration = rangePosition === 'end' && rangeStart !== null && rangeStart.isValid();
  return (
    <DigitalClockItem {...other} sx={{ minWidth: 160 }}>
      {showDuration ? `${formattedValue} · ${formatDuration(itemValue.diff(rangeStart, 'minute'))}` : formattedValue}
    </DigitalClockItem>
  );
}

export default function TimeRangePickerDurationLabel() {
  const [value, setValue] = useState<DateRange<Dayjs>>([dayjs('2025-06-03T10:00'), null]);
  const [rangePosition, setRangePosition] = useState<RangePosition>('start');
  const itemProps: DurationItemProps = { rangePosition, rangeStart: value[0] };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimeRangePicker
        label="Meeting room booking"
        ampm={false}
        format="HH:mm"
        timeSteps={{ minutes: 30 }}
        value={value}
        onChange={setValue}
        rangePosition={rangePosition}
        onRangePositionChange={setRangePosition}
        minTime={rangePosition === 'end' && value[0] ? value[0] : undefined}
        skipDisabled
        slots={{ digitalClockItem: DurationClockItem as typeof DigitalClockItem }}
        slotProps={{ digitalClockItem: itemProps as unknown as DigitalClockItemProps }}
        sx={{ maxWidth: 320 }}
      />
    </LocalizationProvider>
  );
}
