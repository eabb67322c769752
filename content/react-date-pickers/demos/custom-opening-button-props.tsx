import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';

export default function CustomOpeningButtonProps() {
  const [openCount, setOpenCount] = useState(0);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Publication date"
          defaultValue={dayjs('2025-05-09')}
          // To react to the picker opening, use its callbacks, not the button.
          onOpen={() => setOpenCount((count) => count + 1)}
          slotProps={{
            openPickerButton: { color: 'secondary', size: 'small' },
            inputAdornment: { sx: { ml: 0, mr: -0.5 } },
          }}
        />
        <Typography variant="body2">Opened {openCount} times</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
