import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function DateFieldBasic() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateField label="Policy start" sx={{ maxWidth: 320 }} />
    </LocalizationProvider>
  );
}
