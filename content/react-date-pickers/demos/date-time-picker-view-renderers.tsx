import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { renderTimeViewClock } from '@mui/x-date-pickers/timeViewRenderers';
import dayjs from 'dayjs';
import { DemoCell, DemoRow } from '../demo-layout';

const checkUp = dayjs('2025-09-03T10:20');

export default function DateTimePickerViewRenderers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DemoRow minItemWidth={300}>
        <DemoCell caption="Analog clock for the time">
          <DateTimePicker
            label="Vet check-up"
            defaultValue={checkUp}
            viewRenderers={{ hours: renderTimeViewClock, minutes: renderTimeViewClock, seconds: renderTimeViewClock }}
          />
        </DemoCell>
        <DemoCell caption="Time typed in the field only">
          <DateTimePicker
            label="Vet check-up"
            defaultValue={checkUp}
            viewRenderers={{ hours: null, minutes: null, seconds: null }}
          />
        </DemoCell>
      </DemoRow>
    </LocalizationProvider>
  );
}
