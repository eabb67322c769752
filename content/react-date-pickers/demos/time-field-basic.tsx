import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';

export default function TimeFieldBasic() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimeField label="Sunrise" sx={{ maxWidth: 320 }} />
    </LocalizationProvider>
  );
}
