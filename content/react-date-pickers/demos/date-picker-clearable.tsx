import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';

export default function DatePickerClearable() {
  const [clearCount, setClearCount] = useState(0);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Follow-up call"
          defaultValue={dayjs('2025-03-27')}
          slotProps={{ field: { clearable: true, onClear: () => setClearCount((count) => count + 1) } }}
        />
        <Typography variant="body2" role="status">
          Cleared {clearCount} {clearCount === 1 ? 'time' : 'times'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
