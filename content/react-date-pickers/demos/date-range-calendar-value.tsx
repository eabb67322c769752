import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import dayjs, { type Dayjs } from 'dayjs';
import { DemoCell } from '../demo-layout';

export default function DateRangeCalendarValue() {
  const [rental, setRental] = useState<DateRange<Dayjs>>([dayjs('2025-06-09'), dayjs('2025-06-13')]);
  const [from, to] = rental;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DemoCell caption="Uncontrolled">
        <DateRangeCalendar defaultValue={[dayjs('2025-06-02'), dayjs('2025-06-06')]} calendars={1} />
      </DemoCell>
      <DemoCell caption="Controlled">
        <DateRangeCalendar value={rental} onChange={(newValue) => setRental(newValue)} calendars={1} />
        <Typography variant="body2">
          Kayak rental: {from ? from.format('D MMM') : '…'} to {to ? to.format('D MMM') : '…'}
        </Typography>
      </DemoCell>
    </LocalizationProvider>
  );
}
