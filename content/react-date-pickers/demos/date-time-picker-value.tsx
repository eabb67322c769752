import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
import { DemoCell, DemoRow } from '../demo-layout';

export default function DateTimePickerValue() {
  const [departure, setDeparture] = useState<Dayjs | null>(dayjs('2025-04-18T21:35'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DemoRow minItemWidth={300}>
        <DemoCell caption="Uncontrolled">
          <DateTimePicker label="Ferry boarding" defaultValue={dayjs('2025-04-18T20:50')} />
        </DemoCell>
        <DemoCell caption="Controlled">
          <DateTimePicker label="Ferry departs" value={departure} onChange={(newValue) => setDeparture(newValue)} />
          <Typography variant="body2">
            {departure?.isValid()
              ? `Arrives ${departure.add(9, 'hour').add(20, 'minute').format('ddd D MMM, HH:mm')} after 9 h 20`
              : 'Choose a departure'}
          </Typography>
        </DemoCell>
      </DemoRow>
    </LocalizationProvider>
  );
}
