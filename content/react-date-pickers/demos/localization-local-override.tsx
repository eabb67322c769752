import Stack from '@mui/material/Stack';
import type { PickersActionBarAction } from '@mui/x-date-pickers/PickersActionBar';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import dayjs from 'dayjs';

const shownActions: PickersActionBarAction[] = ['today', 'clear'];
const actions = { actionBar: { actions: shownActions } };

export default function LocalizationLocalOverride() {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      localeText={{ todayButtonLabel: 'Jump to today', clearButtonLabel: 'Clear date' }}
    >
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {/* Both labels from the provider. */}
        <StaticDatePicker defaultValue={dayjs('2025-01-20')} slotProps={actions} />
        {/* "Clear" from the picker itself, "Today" still from the provider. */}
        <StaticDatePicker
          defaultValue={dayjs('2025-01-20')}
          localeText={{ clearButtonLabel: 'No date' }}
          slotProps={actions}
        />
      </Stack>
    </LocalizationProvider>
  );
}
