import { createContext, useContext, useState } from 'react';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import InputAdornment, { type InputAdornmentProps } from '@mui/material/InputAdornment';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import dayjs from 'dayjs';

// The picker's validation error, shared with the adornment below.
const InvalidContext = createContext(false);

// The default adornment holds the opening button (children); a warning icon goes before it.
function AdornmentWithWarning({ children, ...other }: InputAdornmentProps) {
  const isInvalid = useContext(InvalidContext);
  return (
    <InputAdornment {...other}>
      <WarningAmberIcon
        color="warning"
        titleAccess={isInvalid ? 'The date is outside the allowed range' : undefined}
        aria-hidden={!isInvalid}
        sx={{ mr: 0.5, visibility: isInvalid ? 'visible' : 'hidden' }}
      />
      {children}
    </InputAdornment>
  );
}

export default function CustomOpeningButtonWarning() {
  const [error, setError] = useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <InvalidContext.Provider value={error != null}>
        <DatePicker
          label="Return by (max 30 days)"
          minDate={dayjs('2025-06-01')}
          maxDate={dayjs('2025-06-30')}
          defaultValue={dayjs('2025-07-04')}
          onError={setError}
          slots={{ inputAdornment: AdornmentWithWarning }}
        />
      </InvalidContext.Provider>
    </LocalizationProvider>
  );
}
