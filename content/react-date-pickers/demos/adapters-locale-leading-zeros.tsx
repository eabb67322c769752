import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import dayjs from 'dayjs';

const earlyShift = dayjs('2025-04-03T06:05');

export default function AdaptersLocaleLeadingZeros() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DateField label="D/M/YYYY, padded anyway" format="D/M/YYYY" defaultValue={earlyShift} />
          <TimeField label="H:m, padded anyway" format="H:m" defaultValue={earlyShift} />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DateField
            label="D/M/YYYY, as written"
            format="D/M/YYYY"
            shouldRespectLeadingZeros
            defaultValue={earlyShift}
          />
          <TimeField label="H:m, as written" format="H:m" shouldRespectLeadingZeros defaultValue={earlyShift} />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
