import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';

const releaseDate = dayjs('2025-11-07');

export default function AdaptersLocaleFieldFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <DatePicker label="Default format" defaultValue={releaseDate} />
        <DatePicker label="ISO style" format="YYYY-MM-DD" defaultValue={releaseDate} />
        <DateField label="Spelled out" format="dddd, MMMM D, YYYY" sx={{ width: 330 }} defaultValue={releaseDate} />
      </Stack>
    </LocalizationProvider>
  );
}
