import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { usePickerActionsContext } from '@mui/x-date-pickers/hooks';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersActionBarProps } from '@mui/x-date-pickers/PickersActionBar';
import { pickersLayoutClasses } from '@mui/x-date-pickers/PickersLayout';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import dayjs from 'dayjs';

// A column of buttons. It passes className on, so the layout's selector below still finds it.
function ActionColumn({ className }: PickersActionBarProps) {
  const { setValueToToday, clearValue, acceptValueChanges } = usePickerActionsContext();
  return (
    <Stack className={className} spacing={1} sx={{ p: 2, justifyContent: 'center' }}>
      <Button variant="outlined" onClick={setValueToToday}>
        Today
      </Button>
      <Button variant="outlined" onClick={clearValue}>
        Clear
      </Button>
      <Button variant="contained" onClick={acceptValueChanges}>
        Save
      </Button>
    </Stack>
  );
}

export default function CustomLayoutMoveActions() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2025-12-05')}
        slots={{ actionBar: ActionColumn }}
        slotProps={{
          layout: {
            // First column, second row: to the left of the calendar.
            sx: { [`& .${pickersLayoutClasses.actionBar}`]: { gridColumn: 1, gridRow: 2 } },
          },
        }}
      />
    </LocalizationProvider>
  );
}
