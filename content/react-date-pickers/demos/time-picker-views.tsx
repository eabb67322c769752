import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import dayjs from 'dayjs';
import { DemoCell, DemoRow } from '../demo-layout';

const lapTime = dayjs('2025-03-14T00:04:37');

export default function TimePickerViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DemoRow>
        <DemoCell caption="['hours', 'minutes', 'seconds']">
          <TimePicker
            label="Timestamp"
            views={['hours', 'minutes', 'seconds']}
            defaultValue={dayjs('2025-03-14T21:08:52')}
          />
        </DemoCell>
        <DemoCell caption="['minutes', 'seconds'], format='mm:ss'">
          <TimePicker label="Lap time" views={['minutes', 'seconds']} format="mm:ss" defaultValue={lapTime} />
        </DemoCell>
        <DemoCell caption="['hours']">
          <TimePicker label="Delivery slot" views={['hours']} defaultValue={dayjs('2025-03-14T14:00')} />
        </DemoCell>
      </DemoRow>
    </LocalizationProvider>
  );
}
