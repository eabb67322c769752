import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import dayjs from 'dayjs';

// Fixed values: the demo shows the same dates on the server and in the browser, whatever the day.
const launchDay = dayjs('2025-03-14');
const standUp = dayjs('2025-03-14T09:30');

export default function OverviewPickers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <DatePicker label="Launch day" defaultValue={launchDay} />
        <TimePicker label="Stand-up" defaultValue={standUp} />
        <DateTimePicker label="Release window opens" defaultValue={standUp} />
      </Stack>
    </LocalizationProvider>
  );
}
