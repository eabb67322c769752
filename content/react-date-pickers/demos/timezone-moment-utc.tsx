import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import moment, { type Moment } from 'moment';

export default function TimezoneMomentUtc() {
  const [payout, setPayout] = useState<Moment | null>(moment.utc('2025-10-31T16:00'));

  return (
    <LocalizationProvider dateAdapter={AdapterMoment}>
      <Stack spacing={1} sx={{ maxWidth: 320 }}>
        <DateTimePicker label="Payout (UTC)" value={payout} onChange={setPayout} />
        <Typography variant="body2">
          onChange gives: {payout?.isValid() ? payout.format('YYYY-MM-DD HH:mm Z') : 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
