import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';

const SEASON_START = dayjs('2025-03-01');
const SEASON_END = dayjs('2025-10-31');

/** The saved value only moves when the picker reports no validation error. */
export default function LifecycleValidOnly() {
  const [savedValue, setSavedValue] = useState<Dayjs | null>(dayjs('2025-05-10'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Boat trip (March to October 2025)"
        minDate={SEASON_START}
        maxDate={SEASON_END}
        defaultValue={savedValue}
        onChange={(newValue, context) => {
          if (context.validationError === null) {
            setSavedValue(newValue);
          }
        }}
        sx={{ maxWidth: 320 }}
      />
      <Typography variant="body2" sx={{ mt: 1 }} aria-live="polite">
        Saved value: <code>{savedValue === null ? 'null' : savedValue.format('YYYY-MM-DD')}</code>
      </Typography>
    </LocalizationProvider>
  );
}
