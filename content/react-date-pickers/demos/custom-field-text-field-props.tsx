import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';

const inspection = dayjs('2025-08-06');

export default function CustomFieldTextFieldProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 640 }}>
        {/* Any TextField prop, through the textField slot. */}
        <DatePicker
          label="Inspection"
          defaultValue={inspection}
          slotProps={{
            textField: { variant: 'filled', size: 'small', helperText: 'Booked by the landlord', fullWidth: true },
          }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DateField label='formatDensity="dense"' defaultValue={inspection} format="DD.MM.YYYY" />
          <DateField
            label='formatDensity="spacious"'
            defaultValue={inspection}
            format="DD.MM.YYYY"
            formatDensity="spacious"
          />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
