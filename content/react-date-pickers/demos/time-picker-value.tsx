import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { DemoCell, DemoRow } from '../demo-layout';

export default function TimePickerValue() {
  const [closing, setClosing] = useState<Dayjs | null>(dayjs('2025-03-14T18:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DemoRow>
        <DemoCell caption="Uncontrolled">
          <TimePicker label="Shop opens" defaultValue={dayjs('2025-03-14T08:45')} />
        </DemoCell>
        <DemoCell caption="Controlled">
          <TimePicker label="Shop closes" value={closing} onChange={(newValue) => setClosing(newValue)} />
          <Typography variant="body2">
            {closing?.isValid()
              ? `Last orders at ${closing.subtract(15, 'minute').format('HH:mm')}`
              : 'Pick a closing time'}
          </Typography>
        </DemoCell>
      </DemoRow>
    </LocalizationProvider>
  );
}
