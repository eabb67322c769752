import Stack from '@mui/material/Stack';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';

const semester = [dayjs('2025-09-01'), dayjs('2026-01-30')] as const;

export default function CustomFieldRangeSeparators() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3}>
        {/* One input: the text between the two dates. */}
        <SingleInputDateRangeField label="Semester" defaultValue={[...semester]} dateSeparator="until" />
        {/* Two inputs: props for the element between them, and per-position props for each input. */}
        <MultiInputDateRangeField
          defaultValue={[...semester]}
          slotProps={{
            separator: { children: '→', sx: { fontSize: 24, color: 'text.secondary' } },
            textField: ({ position }) => ({
              label: position === 'start' ? 'First day' : 'Last day',
              color: position === 'start' ? 'success' : 'secondary',
              focused: true,
            }),
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
