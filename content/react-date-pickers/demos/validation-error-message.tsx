import { useMemo, useState } from 'react';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import dayjs from 'dayjs';

const TERM_START = dayjs('2025-09-01');
const TERM_END = dayjs('2025-12-19');

/** Turns the reason reported by `onError` into words for the reader. */
function describe(error: DateValidationError): string {
  switch (error) {
    case 'minDate':
      return 'The autumn term starts on 09/01/2025.';
    case 'maxDate':
      return 'The autumn term ends on 12/19/2025.';
    case 'invalidDate':
      return 'This is not a complete date.';
    default:
      return '';
  }
}

export default function ValidationErrorMessage() {
  const [error, setError] = useState<DateValidationError>(null);
  const message = useMemo(() => describe(error), [error]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Exam date"
        minDate={TERM_START}
        maxDate={TERM_END}
        defaultValue={dayjs('2026-01-12')}
        onError={(newError) => setError(newError)}
        slotProps={{ textField: { helperText: message || 'Between 09/01/2025 and 12/19/2025' } }}
      />
    </LocalizationProvider>
  );
}
