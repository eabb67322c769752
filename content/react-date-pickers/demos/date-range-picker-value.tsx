import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import dayjs, { type Dayjs } from 'dayjs';
import { DemoCell, DemoRow } from '../demo-layout';

const NIGHTLY_RATE = 85;

export default function DateRangePickerValue() {
  const [stay, setStay] = useState<DateRange<Dayjs>>([dayjs('2025-08-11'), dayjs('2025-08-15')]);
  const [arrival, departure] = stay;
  const nights = arrival?.isValid() && departure?.isValid() ? departure.diff(arrival, 'day') : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DemoRow minItemWidth={320}>
        <DemoCell caption="Uncontrolled">
          <DateRangePicker label="Camp week" defaultValue={[dayjs('2025-07-21'), dayjs('2025-07-25')]} />
        </DemoCell>
        <DemoCell caption="Controlled">
          <DateRangePicker label="Guest house" value={stay} onChange={(newValue) => setStay(newValue)} />
          <Typography variant="body2">
            {nights === null
              ? 'Choose both dates'
              : `${nights} nights, ${nights * NIGHTLY_RATE} € at ${NIGHTLY_RATE} € a night`}
          </Typography>
        </DemoCell>
      </DemoRow>
    </LocalizationProvider>
  );
}
