import { useState } from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersTimezone } from '@mui/x-date-pickers/models';
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

// "default" is the system zone here, since this demo never calls dayjs.tz.setDefault.
const zones: PickersTimezone[] = ['UTC', 'system', 'default', 'America/Mexico_City', 'Asia/Kolkata'];

export default function TimezonePlayground() {
  const [zone, setZone] = useState<PickersTimezone>('Asia/Kolkata');
  const [meeting, setMeeting] = useState<Dayjs | null>(dayjs.utc('2025-05-21T12:00'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label="Timezone"
          value={zone}
          onChange={(_event, next: PickersTimezone | null) => next && setZone(next)}
          sx={{ flexWrap: 'wrap' }}
        >
          {zones.map((name) => (
            <ToggleButton key={name} value={name}>
              {name}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <DateTimePicker label={`Meeting (${zone})`} timezone={zone} value={meeting} onChange={setMeeting} />
        <Typography variant="body2">Stored value: {meeting?.isValid() ? meeting.toISOString() : 'none'}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
