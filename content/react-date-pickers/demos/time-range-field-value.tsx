import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import dayjs, { type Dayjs } from 'dayjs';
import { DemoCell, DemoRow } from '../demo-layout';

const show = (value: Dayjs | null) => (value?.isValid() ? value.format('HH:mm') : '…');

export default function TimeRangeFieldValue() {
  const [delivery, setDelivery] = useState<DateRange<Dayjs>>([dayjs('2025-06-04T08:00'), dayjs('2025-06-04T10:00')]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DemoRow minItemWidth={300}>
        <DemoCell caption="Uncontrolled">
          <SingleInputTimeRangeField
            label="Pool lanes reserved"
            defaultValue={[dayjs('2025-06-04T17:00'), dayjs('2025-06-04T18:30')]}
          />
        </DemoCell>
        <DemoCell caption="Controlled">
          <SingleInputTimeRangeField
            label="Parcel delivery"
            value={delivery}
            onChange={(newValue) => setDelivery(newValue)}
          />
          <Typography variant="body2">
            24-hour clock: {show(delivery[0])} to {show(delivery[1])}
          </Typography>
        </DemoCell>
      </DemoRow>
    </LocalizationProvider>
  );
}
