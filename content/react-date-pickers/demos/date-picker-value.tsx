import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
import { DemoCell, DemoRow } from '../demo-layout';

export default function DatePickerValue() {
  const [returnDate, setReturnDate] = useState<Dayjs | null>(dayjs('2025-08-29'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DemoRow>
        <DemoCell caption="Uncontrolled: defaultValue">
          <DatePicker label="Departure" defaultValue={dayjs('2025-08-15')} />
        </DemoCell>
        <DemoCell caption="Controlled: value and onChange">
          <DatePicker label="Return" value={returnDate} onChange={(newValue) => setReturnDate(newValue)} />
          <Typography variant="body2">
            {returnDate?.isValid() ? `Back home on ${returnDate.format('dddd')}` : 'No valid return date'}
          </Typography>
        </DemoCell>
      </DemoRow>
    </LocalizationProvider>
  );
}
