import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { useParsedFormat, usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';
import { CalendarIcon } from '@mui/x-date-pickers/icons';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { useValidation, validateDate } from '@mui/x-date-pickers/validation';
import dayjs, { type Dayjs } from 'dayjs';

// A text field nobody types into: a click opens the views, which are the only way to pick.
function ReadOnlyDateField(props: DatePickerFieldProps) {
  // Props the DOM accepts, apart from the picker's own (minDate, format...).
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'date');
  const picker = usePickerContext<Dayjs | null>();
  // The format as letters a reader understands, e.g. MM/DD/YYYY.
  const placeholder = useParsedFormat();
  const { hasValidationError } = useValidation({
    validator: validateDate,
    value: picker.value,
    timezone: picker.timezone,
    props: internalProps,
  });

  return (
    <TextField
      {...forwardedProps}
      ref={picker.rootRef}
      className={picker.rootClassName}
      sx={picker.rootSx}
      label={picker.label}
      name={picker.name}
      value={picker.value?.isValid() ? picker.value.format(picker.fieldFormat) : ''}
      placeholder={placeholder}
      error={hasValidationError}
      focused={picker.open || undefined}
      onClick={() => picker.setOpen((open) => !open)}
      slotProps={{
        input: {
          ref: picker.triggerRef,
          readOnly: true,
          sx: { cursor: 'pointer', '& *': { cursor: 'inherit' } },
          endAdornment: (
            <InputAdornment position="end">
              <CalendarIcon />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

// Read-only on mobile, where typing dates is awkward; the usual editable field on desktop.
function ReadOnlyOnMobileField(props: DatePickerFieldProps) {
  const { variant } = usePickerContext();
  return variant === 'mobile' ? <ReadOnlyDateField {...props} /> : <DateField {...props} />;
}

const firstDay = dayjs('2025-09-01');

export default function CustomFieldReadOnly() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2}>
        <DesktopDatePicker
          label="Always read-only"
          minDate={firstDay}
          defaultValue={dayjs('2025-08-20')}
          slots={{ field: ReadOnlyDateField }}
        />
        <DesktopDatePicker label="Desktop: editable" defaultValue={firstDay} slots={{ field: ReadOnlyOnMobileField }} />
        <MobileDatePicker label="Mobile: read-only" defaultValue={firstDay} slots={{ field: ReadOnlyOnMobileField }} />
      </Stack>
    </LocalizationProvider>
  );
}
