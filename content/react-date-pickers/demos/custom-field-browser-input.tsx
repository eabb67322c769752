import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { unstable_useDateField as useDateField } from '@mui/x-date-pickers/DateField';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext } from '@mui/x-date-pickers/hooks';
import { CalendarIcon, ClearIcon } from '@mui/x-date-pickers/icons';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { Unstable_PickersSectionList as PickersSectionList } from '@mui/x-date-pickers/PickersSectionList';
import dayjs from 'dayjs';

const iconButtonSx = {
  display: 'inline-flex',
  border: 0,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  borderRadius: 1,
  '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
};

// A field drawn with plain elements: the hook does the editing, we only render.
function PlainDateField(props: DatePickerFieldProps) {
  const {
    // Not for the DOM.
    enableAccessibleFieldDOMStructure: _structure,
    areAllSectionsEmpty: _empty,
    focused: _focused,
    readOnly: _readOnly,
    onChange: _onChange,
    // For the section list, which makes the sections editable.
    elements,
    sectionListRef,
    contentEditable,
    onFocus,
    onBlur,
    tabIndex,
    onInput,
    onPaste,
    onKeyDown,
    // For the buttons.
    openPickerAriaLabel,
    clearable,
    onClear,
    value,
    error,
    disabled,
    ...otherProps
  } = useDateField<true, DatePickerFieldProps>(props);
  // The picker also passes its slotProps and an inputRef, which the DOM must not get.
  const {
    slotProps: _slotProps,
    inputRef: _inputRef,
    ...rootProps
  } = otherProps as typeof otherProps & { slotProps?: unknown; inputRef?: unknown };
  const picker = usePickerContext();

  return (
    <Box {...rootProps} ref={picker.rootRef} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <Box
        ref={picker.triggerRef}
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          px: 1,
          py: 0.5,
          minWidth: 120,
          opacity: disabled ? 0.5 : 1,
        }}
      >
        <PickersSectionList
          elements={elements}
          sectionListRef={sectionListRef}
          contentEditable={contentEditable}
          onFocus={onFocus}
          onBlur={onBlur}
          tabIndex={tabIndex}
          onInput={onInput}
          onPaste={onPaste}
          onKeyDown={onKeyDown}
        />
      </Box>
      {clearable && value ? (
        <Box component="button" type="button" aria-label="Clear" onClick={onClear} sx={iconButtonSx}>
          <ClearIcon fontSize="small" />
        </Box>
      ) : null}
      <Box
        component="button"
        type="button"
        aria-label={openPickerAriaLabel}
        onClick={() => picker.setOpen((open) => !open)}
        sx={iconButtonSx}
      >
        <CalendarIcon fontSize="small" />
      </Box>
    </Box>
  );
}

export default function CustomFieldBrowserInput() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        defaultValue={dayjs('2025-04-22')}
        slots={{ field: PlainDateField }}
        slotProps={{ field: { clearable: true } }}
      />
    </LocalizationProvider>
  );
}
