import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { renderDigitalClockTimeView, renderTimeViewClock } from '@mui/x-date-pickers/timeViewRenderers';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import dayjs from 'dayjs';
import { DemoCell, DemoRow } from '../demo-layout';

const reference = dayjs('2025-05-12T09:00');

export default function DateTimeRangePickerViewRenderers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DemoRow minItemWidth={400}>
        <DemoCell caption="One list of times (DigitalClock)">
          <DateTimeRangePicker
            label="Court booking"
            referenceDate={reference}
            viewRenderers={{ hours: renderDigitalClockTimeView }}
          />
        </DemoCell>
        <DemoCell caption="Analog clock (TimeClock)">
          <DateTimeRangePicker
            label="Court booking"
            referenceDate={reference}
            viewRenderers={{ hours: renderTimeViewClock, minutes: renderTimeViewClock }}
          />
        </DemoCell>
      </DemoRow>
    </LocalizationProvider>
  );
}
