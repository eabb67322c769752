import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import dayjs, { type Dayjs } from 'dayjs';
import { DemoCell, DemoRow } from '../demo-layout';

const iso = (value: Dayjs | null) => (value?.isValid() ? value.format('YYYY-MM-DDTHH:mm') : '…');

export default function DateTimeRangeFieldValue() {
  const [closure, setClosure] = useState<DateRange<Dayjs>>([dayjs('2025-03-29T20:00'), dayjs('2025-03-30T06:00')]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DemoRow minItemWidth={420}>
        <DemoCell caption="Uncontrolled">
          <SingleInputDateTimeRangeField
            label="Museum night"
            defaultValue={[dayjs('2025-05-17T18:00'), dayjs('2025-05-18T01:00')]}
          />
        </DemoCell>
        <DemoCell caption="Controlled">
          <SingleInputDateTimeRangeField
            label="Road closure"
            value={closure}
            onChange={(newValue) => setClosure(newValue)}
          />
          <Typography variant="body2">
            {iso(closure[0])} / {iso(closure[1])}
          </Typography>
        </DemoCell>
      </DemoRow>
    </LocalizationProvider>
  );
}
