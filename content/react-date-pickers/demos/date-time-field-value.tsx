import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
import { DemoCell, DemoRow } from '../demo-layout';

export default function DateTimeFieldValue() {
  const [resolved, setResolved] = useState<Dayjs | null>(dayjs('2025-02-03T16:20'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DemoRow minItemWidth={300}>
        <DemoCell caption="Uncontrolled">
          <DateTimeField label="Ticket opened" defaultValue={dayjs('2025-02-03T09:05')} />
        </DemoCell>
        <DemoCell caption="Controlled">
          <DateTimeField label="Ticket resolved" value={resolved} onChange={(newValue) => setResolved(newValue)} />
          <Typography variant="body2">
            {resolved?.isValid() ? `Stored as ${resolved.format('YYYY-MM-DDTHH:mm')}` : 'Incomplete date and time'}
          </Typography>
        </DemoCell>
      </DemoRow>
    </LocalizationProvider>
  );
}
