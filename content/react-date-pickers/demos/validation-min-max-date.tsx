import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';
import { DemoCell, DemoRow } from '../demo-layout';

/** Open the month and year views too: only the allowed span stays enabled there as well. */
export default function ValidationMinMaxDate() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DemoRow>
        <DemoCell caption="minDate: 10 April 2025">
          <DatePicker
            label="Festival day"
            views={['year', 'month', 'day']}
            minDate={dayjs('2025-04-10')}
            referenceDate={dayjs('2025-04-01')}
          />
        </DemoCell>
        <DemoCell caption="maxDate: 18 April 2025">
          <DatePicker
            label="Early-bird ticket"
            views={['year', 'month', 'day']}
            maxDate={dayjs('2025-04-18')}
            referenceDate={dayjs('2025-04-01')}
          />
        </DemoCell>
      </DemoRow>
    </LocalizationProvider>
  );
}
