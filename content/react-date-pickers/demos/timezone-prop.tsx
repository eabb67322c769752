import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

export default function TimezoneProp() {
  const [launch, setLaunch] = useState<Dayjs | null>(dayjs.utc('2025-09-10T01:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <DateTimePicker
          label="Launch, Tokyo time"
          timezone="Asia/Tokyo"
          sx={{ width: 270 }}
          value={launch}
          onChange={setLaunch}
        />
        <DateTimePicker
          label="Launch, Lisbon time"
          timezone="Europe/Lisbon"
          sx={{ width: 270 }}
          value={launch}
          onChange={setLaunch}
        />
        <DateTimePicker label="No value yet, shown in UTC" timezone="UTC" sx={{ width: 270 }} />
      </Stack>
      <Typography variant="body2" sx={{ mt: 2 }}>
        Stored value: {launch?.isValid() ? launch.toISOString() : 'none'}
      </Typography>
    </LocalizationProvider>
  );
}
