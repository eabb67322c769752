import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
import { DemoCell, DemoRow } from '../demo-layout';

export default function DateFieldValue() {
  const [dueDate, setDueDate] = useState<Dayjs | null>(dayjs('2025-04-15'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DemoRow>
        <DemoCell caption="Uncontrolled">
          <DateField label="Filed on" defaultValue={dayjs('2025-03-02')} />
        </DemoCell>
        <DemoCell caption="Controlled">
          <DateField label="Tax return due" value={dueDate} onChange={(newValue) => setDueDate(newValue)} />
          <Typography variant="body2">
            {dueDate === null && 'Empty'}
            {dueDate !== null &&
              (dueDate.isValid() ? `ISO: ${dueDate.format('YYYY-MM-DD')}` : 'Not a complete date yet')}
          </Typography>
        </DemoCell>
      </DemoRow>
    </LocalizationProvider>
  );
}
