import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import dayjs, { type Dayjs } from 'dayjs';
import { DemoCell, DemoRow } from '../demo-layout';

const describe = (range: DateRange<Dayjs>) => {
  const [start, end] = range;
  if (!start?.isValid() || !end?.isValid()) return 'Range not complete';
  return `${end.diff(start, 'day') + 1} days, ${start.format('D MMM')} to ${end.format('D MMM YYYY')}`;
};

export default function DateRangeFieldValue() {
  // Both controlled fields share one state: edit either and the other follows.
  const [sprint, setSprint] = useState<DateRange<Dayjs>>([dayjs('2025-01-13'), dayjs('2025-01-24')]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DemoRow minItemWidth={340}>
        <DemoCell caption="Uncontrolled">
          <SingleInputDateRangeField
            label="Previous sprint"
            defaultValue={[dayjs('2024-12-30'), dayjs('2025-01-10')]}
          />
        </DemoCell>
        <DemoCell caption="Controlled, single input">
          <SingleInputDateRangeField
            label="Current sprint"
            value={sprint}
            onChange={(newValue) => setSprint(newValue)}
          />
        </DemoCell>
        <DemoCell caption="Controlled, two inputs">
          <MultiInputDateRangeField value={sprint} onChange={(newValue) => setSprint(newValue)} />
          <Typography variant="body2">{describe(sprint)}</Typography>
        </DemoCell>
      </DemoRow>
    </LocalizationProvider>
  );
}
