import { useCallback, type Ref, type RefObject } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DateRangePicker, type DateRangePickerFieldProps } from '@mui/x-date-pickers-pro/DateRangePicker';
import { validateDateRange } from '@mui/x-date-pickers-pro/validation';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { useParsedFormat, usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { useValidation, validateDate } from '@mui/x-date-pickers/validation';
import dayjs, { type Dayjs } from 'dayjs';

// The picker anchors its popup on triggerRef and reads the root element from rootRef: give both the button.
function useBothRefs() {
  const { triggerRef, rootRef } = usePickerContext();
  return useCallback(
    (node: HTMLButtonElement | null) => {
      // Both refs are typed for a div; any element works for anchoring.
      for (const ref of [triggerRef, rootRef] as Ref<HTMLElement>[]) {
        if (typeof ref === 'function') ref(node);
        else if (ref) (ref as RefObject<HTMLElement | null>).current = node;
      }
    },
    [triggerRef, rootRef],
  );
}

// The picker passes text-field props (slotProps, inputRef...) on to the field; a plain Button must not get them.
function toButtonProps<T extends object>(props: T) {
  const {
    slots: _slots,
    slotProps: _slotProps,
    inputRef: _inputRef,
    InputProps: _InputProps,
    inputProps: _inputProps,
    ...rest
  } = props as T & {
    slots?: unknown;
    slotProps?: unknown;
    inputRef?: unknown;
    InputProps?: unknown;
    inputProps?: unknown;
  };
  return rest;
}

function ButtonDateField(props: DatePickerFieldProps) {
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'date');
  const buttonProps = toButtonProps(forwardedProps);
  const picker = usePickerContext<Dayjs | null>();
  const placeholder = useParsedFormat();
  const ref = useBothRefs();
  const { hasValidationError } = useValidation({
    validator: validateDate,
    value: picker.value,
    timezone: picker.timezone,
    props: internalProps,
  });
  const text = picker.value?.isValid() ? picker.value.format(picker.fieldFormat) : placeholder;

  return (
    <Button
      {...buttonProps}
      ref={ref}
      variant="outlined"
      color={hasValidationError ? 'error' : 'primary'}
      className={picker.rootClassName}
      sx={picker.rootSx}
      onClick={() => picker.setOpen((open) => !open)}
    >
      {picker.label ? `${picker.label}: ${text}` : text}
    </Button>
  );
}

function ButtonDateRangeField(props: DateRangePickerFieldProps) {
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'date');
  const buttonProps = toButtonProps(forwardedProps);
  const picker = usePickerContext<[Dayjs | null, Dayjs | null]>();
  const placeholder = useParsedFormat();
  const ref = useBothRefs();
  const { hasValidationError } = useValidation({
    validator: validateDateRange,
    value: picker.value,
    timezone: picker.timezone,
    props: internalProps,
  });
  const text = picker.value.map((date) => (date ? date.format(picker.fieldFormat) : placeholder)).join(' – ');

  return (
    <Button
      {...buttonProps}
      ref={ref}
      variant="outlined"
      color={hasValidationError ? 'error' : 'primary'}
      className={picker.rootClassName}
      sx={picker.rootSx}
      onClick={() => picker.setOpen((open) => !open)}
    >
      {picker.label ? `${picker.label}: ${text}` : text}
    </Button>
  );
}
// A range field says whether it renders one input or two.
ButtonDateRangeField.fieldType = 'single-input' as const;

export default function CustomFieldButton() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DatePicker label="Due" defaultValue={dayjs('2025-03-03')} slots={{ field: ButtonDateField }} />
        <DateRangePicker
          label="Sprint"
          defaultValue={[dayjs('2025-03-03'), dayjs('2025-03-14')]}
          slots={{ field: ButtonDateRangeField }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
