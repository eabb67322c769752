import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';

export default function DatePickerFormProps() {
  const [submitted, setSubmitted] = useState('');

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // `name` puts the field's text into the form data, like any native input.
    const data = new FormData(event.currentTarget);
    setSubmitted(`starts=${String(data.get('starts'))}; signed=${String(data.get('signed'))}`);
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack component="form" spacing={2} onSubmit={handleSubmit} sx={{ maxWidth: 340 }}>
        <DatePicker label="Contract starts" name="starts" defaultValue={dayjs('2025-09-01')} />
        <DatePicker label="Signed on (read-only)" name="signed" defaultValue={dayjs('2025-07-18')} readOnly />
        <DatePicker label="Renewal (disabled)" defaultValue={dayjs('2026-09-01')} disabled />
        <Button type="submit" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
          Submit
        </Button>
        <Typography variant="body2" role="status">
          {submitted || 'Submit to see the form data.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
