import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';

const lastOrders = dayjs('2025-05-02T22:40');

export default function AdaptersLocaleAmpm() {
  return (
    // en-gb uses a 24-hour clock by default.
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TimePicker label="Locale default (24h)" defaultValue={lastOrders} />
        <TimePicker label="Forced 12h" ampm defaultValue={lastOrders} />
        <TimePicker label="Forced 24h" ampm={false} defaultValue={lastOrders} />
      </Stack>
    </LocalizationProvider>
  );
}
