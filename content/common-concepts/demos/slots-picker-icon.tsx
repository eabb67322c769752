import { useState } from 'react';
import Stack from '@mui/material/Stack';
import EventNoteIcon from '@mui/icons-material/EventNote';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';

/**
 * The left picker keeps every default. The right one swaps the icon of the opening button
 * through `slots` and tunes three inner parts through `slotProps`.
 */
export default function SlotsPickerIcon() {
  const [delivery, setDelivery] = useState<Dayjs | null>(dayjs('2025-03-14'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker label="Default parts" defaultValue={dayjs('2025-03-14')} />
        <DatePicker
          label="Delivery day"
          value={delivery}
          onChange={(newValue) => setDelivery(newValue)}
          slots={{ openPickerIcon: EventNoteIcon }}
          slotProps={{
            openPickerButton: { color: 'primary' },
            textField: { helperText: 'We deliver Monday to Saturday' },
            actionBar: { actions: ['clear', 'today', 'accept'] },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
