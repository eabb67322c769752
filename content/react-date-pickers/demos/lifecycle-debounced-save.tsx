import { useEffect, useRef, useState } from 'react';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';

const QUIET_PERIOD_MS = 800;

/**
 * Arrow keys and typing fire `onChange` at every step. Instead of sending each step,
 * this demo waits until the user has paused, then "sends" the last valid value once.
 */
export default function LifecycleDebouncedSave() {
  const [value, setValue] = useState<Dayjs | null>(dayjs('2025-11-20'));
  const [sent, setSent] = useState<string[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const handleChange = (newValue: Dayjs | null) => {
    setValue(newValue);
    clearTimeout(timer.current);
    if (newValue !== null && !newValue.isValid()) {
      return;
    }
    timer.current = setTimeout(() => {
      const line = newValue === null ? 'null' : newValue.format('YYYY-MM-DD');
      setSent((previous) => [line, ...previous].slice(0, 6));
    }, QUIET_PERIOD_MS);
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateField label="Invoice date" value={value} onChange={handleChange} sx={{ maxWidth: 260 }} />
      <Typography variant="body2" sx={{ mt: 1 }} aria-live="polite">
        Sent to the server: {sent.length === 0 ? 'nothing yet' : sent.join(' ← ')}
      </Typography>
    </LocalizationProvider>
  );
}
