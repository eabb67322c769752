import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

// adapter.date(text, zone) returns the same Luxon DateTime as DateTime.fromISO(text, { zone }).
const luxon = new AdapterLuxon();
type LuxonValue = ReturnType<AdapterLuxon['date']>;

function describe(value: LuxonValue) {
  return value?.isValid ? value.toFormat('yyyy-MM-dd HH:mm ZZ') : 'none';
}

export default function TimezoneLuxon() {
  const [inUtc, setInUtc] = useState<LuxonValue>(luxon.date('2025-08-15T09:00', 'UTC'));
  const [inFixedOffset, setInFixedOffset] = useState<LuxonValue>(luxon.date('2025-08-15T09:00', 'UTC+7'));
  const [inDenver, setInDenver] = useState<LuxonValue>(luxon.date('2025-08-15T09:00', 'America/Denver'));

  return (
    <LocalizationProvider dateAdapter={AdapterLuxon}>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Stack spacing={1}>
          <DateTimePicker label="UTC" value={inUtc} onChange={setInUtc} />
          <Typography variant="body2">{describe(inUtc)}</Typography>
        </Stack>
        <Stack spacing={1}>
          <DateTimePicker label="Fixed offset UTC+7" value={inFixedOffset} onChange={setInFixedOffset} />
          <Typography variant="body2">{describe(inFixedOffset)}</Typography>
        </Stack>
        <Stack spacing={1}>
          <DateTimePicker label="America/Denver" value={inDenver} onChange={setInDenver} />
          <Typography variant="body2">{describe(inDenver)}</Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
