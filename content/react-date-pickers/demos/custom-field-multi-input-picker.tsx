import Stack from '@mui/material/Stack';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import {
  MultiInputDateRangeField,
  type MultiInputDateRangeFieldProps,
} from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';

// A wrapper with defaults of its own; this is also how a picker reaches the separator slot. The static fieldType tells the picker it renders two inputs.
function LabelledRangeField(props: MultiInputDateRangeFieldProps<true>) {
  return (
    <MultiInputDateRangeField
      {...props}
      slotProps={{
        ...props.slotProps,
        separator: { children: 'to' },
        textField: ({ position }) => ({ label: position === 'start' ? 'Check-in' : 'Check-out' }),
      }}
    />
  );
}
LabelledRangeField.fieldType = 'multi-input' as const;

const stay = [dayjs('2025-07-18'), dayjs('2025-07-25')] as const;

export default function CustomFieldMultiInputPicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3}>
        {/* The field component itself: two inputs for keyboard editing. */}
        <DateRangePicker defaultValue={[...stay]} slots={{ field: MultiInputDateRangeField }} />
        <DateRangePicker defaultValue={[...stay]} slots={{ field: LabelledRangeField }} />
      </Stack>
    </LocalizationProvider>
  );
}
