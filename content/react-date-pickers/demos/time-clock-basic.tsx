import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';
import dayjs from 'dayjs';

export default function TimeClockBasic() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimeClock defaultValue={dayjs('2025-03-14T10:10')} />
    </LocalizationProvider>
  );
}
