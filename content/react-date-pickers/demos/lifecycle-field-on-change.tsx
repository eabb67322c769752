import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { Dayjs } from 'dayjs';

/** Describes what the field last handed to `onChange`. */
function describe(value: Dayjs | null | undefined) {
  if (value === undefined) return 'not called yet';
  if (value === null) return 'null';
  return value.isValid() ? value.format('YYYY-MM-DD') : 'Invalid Date';
}

export default function LifecycleFieldOnChange() {
  const [lastValue, setLastValue] = useState<Dayjs | null | undefined>(undefined);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateField label="Library card expiry" onChange={(newValue) => setLastValue(newValue)} />
      <Typography variant="body2" sx={{ mt: 1 }} aria-live="polite">
        Last onChange value: <code>{describe(lastValue)}</code>
      </Typography>
    </LocalizationProvider>
  );
}
