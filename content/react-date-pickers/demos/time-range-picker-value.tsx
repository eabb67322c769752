import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import dayjs, { type Dayjs } from 'dayjs';
import { DemoCell, DemoRow } from '../demo-layout';

export default function TimeRangePickerValue() {
  const [shift, setShift] = useState<DateRange<Dayjs>>([dayjs('2025-06-02T14:00'), dayjs('2025-06-02T22:00')]);
  const [start, end] = shift;
  const hours = start?.isValid() && end?.isValid() ? end.diff(start, 'minute') / 60 : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DemoRow minItemWidth={300}>
        <DemoCell caption="Uncontrolled">
          <TimeRangePicker
            label="Morning shift"
            defaultValue={[dayjs('2025-06-02T06:00'), dayjs('2025-06-02T14:00')]}
          />
        </DemoCell>
        <DemoCell caption="Controlled">
          <TimeRangePicker label="Evening shift" value={shift} onChange={(newValue) => setShift(newValue)} />
          <Typography variant="body2">
            {hours === null ? 'Shift length: incomplete' : `Shift length: ${hours} h`}
          </Typography>
        </DemoCell>
      </DemoRow>
    </LocalizationProvider>
  );
}
