import { forwardRef } from 'react';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { PickersTextField, type PickersTextFieldProps } from '@mui/x-date-pickers/PickersTextField';
import dayjs from 'dayjs';

// The accessible field's text field, with the house defaults: small and with a hint.
const CompactPickersTextField = forwardRef<HTMLDivElement, PickersTextFieldProps>(
  function CompactPickersTextField(props, ref) {
    return <PickersTextField {...props} ref={ref} size="small" helperText="DD/MM/YYYY" />;
  },
);

const expiry = dayjs('2027-02-28');

export default function CustomFieldMaterialWrappers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DatePicker
          label="Card expiry (wrapper)"
          format="DD/MM/YYYY"
          defaultValue={expiry}
          slots={{ textField: CompactPickersTextField }}
        />
        {/* The older DOM: a Material UI TextField with a real <input>. */}
        <DatePicker label="Card expiry (<input>)" enableAccessibleFieldDOMStructure={false} defaultValue={expiry} />
      </Stack>
    </LocalizationProvider>
  );
}
