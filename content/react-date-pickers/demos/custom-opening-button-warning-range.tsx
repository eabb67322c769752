import { useState } from 'react';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import InputAdornment from '@mui/material/InputAdornment';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import type { DateRangeValidationError } from '@mui/x-date-pickers-pro/models';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { FieldOwnerState } from '@mui/x-date-pickers/models';
import dayjs from 'dayjs';

export default function CustomOpeningButtonWarningRange() {
  // One error per end of the range.
  const [errors, setErrors] = useState<DateRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        maxDate={dayjs('2025-06-30')}
        defaultValue={[dayjs('2025-06-20'), dayjs('2025-07-03')]}
        onError={setErrors}
        slots={{ field: MultiInputDateRangeField }}
        slotProps={{
          // Two inputs and no opening button: add an adornment to each input through the textField slot.
          textField: ({ position }: FieldOwnerState & { position?: 'start' | 'end' }) => {
            const isInvalid = errors[position === 'start' ? 0 : 1] != null;
            return {
              label: position === 'start' ? 'Rental starts' : 'Rental ends',
              InputProps: {
                endAdornment: isInvalid ? (
                  <InputAdornment position="end">
                    <WarningAmberIcon color="warning" titleAccess="After the last bookable day" />
                  </InputAdornment>
                ) : null,
              },
            };
          },
        }}
      />
    </LocalizationProvider>
  );
}
