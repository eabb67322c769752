import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import type { Dayjs } from 'dayjs';

function describe(value: Dayjs | null) {
  if (value === null) return 'null';
  return value.isValid() ? value.format('YYYY-MM-DD') : 'Invalid Date';
}

export default function LifecycleRangeFieldOnChange() {
  const [lastRange, setLastRange] = useState<DateRange<Dayjs> | undefined>(undefined);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <SingleInputDateRangeField
        label="Exhibition run"
        onChange={(newRange) => setLastRange(newRange)}
        sx={{ width: 360, maxWidth: '100%' }}
      />
      <Typography variant="body2" sx={{ mt: 1 }} aria-live="polite">
        Last onChange value:{' '}
        <code>{lastRange ? `[${describe(lastRange[0])}, ${describe(lastRange[1])}]` : 'not called yet'}</code>
      </Typography>
    </LocalizationProvider>
  );
}
