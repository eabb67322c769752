import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import dayjs, { type Dayjs } from 'dayjs';
import { DemoCell, DemoRow } from '../demo-layout';

export default function DateTimeRangePickerValue() {
  const [rental, setRental] = useState<DateRange<Dayjs>>([dayjs('2025-08-01T10:00'), dayjs('2025-08-03T18:00')]);
  const [start, end] = rental;
  const hours = start?.isValid() && end?.isValid() ? end.diff(start, 'hour') : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DemoRow minItemWidth={400}>
        <DemoCell caption="Uncontrolled">
          <DateTimeRangePicker
            label="Hotel stay"
            defaultValue={[dayjs('2025-07-28T15:00'), dayjs('2025-07-31T11:00')]}
          />
        </DemoCell>
        <DemoCell caption="Controlled">
          <DateTimeRangePicker label="Van rental" value={rental} onChange={(newValue) => setRental(newValue)} />
          <Typography variant="body2">{hours === null ? 'Rental: incomplete' : `Rental: ${hours} hours`}</Typography>
        </DemoCell>
      </DemoRow>
    </LocalizationProvider>
  );
}
