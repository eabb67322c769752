import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
import { DemoCell, DemoRow } from '../demo-layout';

export default function DateCalendarValue() {
  const [tasting, setTasting] = useState<Dayjs | null>(dayjs('2025-05-21'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DemoRow minItemWidth={320}>
        <DemoCell caption="Uncontrolled">
          <DateCalendar defaultValue={dayjs('2025-05-08')} sx={{ m: 0 }} />
        </DemoCell>
        <DemoCell caption="Controlled">
          <DateCalendar value={tasting} onChange={(newValue) => setTasting(newValue)} sx={{ m: 0 }} />
          <Typography variant="body2">
            Wine tasting: {tasting ? tasting.format('D MMMM YYYY') : 'not booked'}
          </Typography>
        </DemoCell>
      </DemoRow>
    </LocalizationProvider>
  );
}
