import { useState } from 'react';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import EditCalendarIcon from '@mui/icons-material/EditCalendar';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { Dayjs } from 'dayjs';

export default function CustomOpeningButtonIcon() {
  const [moveIn, setMoveIn] = useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {/* Always the same icon. */}
        <DatePicker label="Viewing" slots={{ openPickerIcon: EditCalendarIcon }} />
        {/* An icon that follows the value: "busy" until a valid date is chosen. */}
        <DatePicker
          label="Move-in"
          value={moveIn}
          onChange={setMoveIn}
          slots={{ openPickerIcon: moveIn?.isValid() ? EventAvailableIcon : EventBusyIcon }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
