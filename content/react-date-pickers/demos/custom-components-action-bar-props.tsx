import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import dayjs from 'dayjs';

const renewal = dayjs('2025-04-30');

export default function CustomComponentsActionBarProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        {/* The same actions everywhere. */}
        <StaticDatePicker
          defaultValue={renewal}
          slotProps={{ actionBar: { actions: ['clear', 'cancel', 'accept'] } }}
        />
        {/* A function: only "Clear" on desktop, the full set in the mobile dialog. */}
        <DatePicker
          label="Renewal date"
          defaultValue={renewal}
          slotProps={{
            actionBar: ({ pickerVariant }) => ({
              actions: pickerVariant === 'desktop' ? ['clear'] : ['clear', 'cancel', 'accept'],
            }),
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
