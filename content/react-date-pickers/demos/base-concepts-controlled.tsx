import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';

const firstDraft = dayjs('2025-06-02');

export default function BaseConceptsControlled() {
  // The parent owns the value: the picker shows what it is given and reports every change.
  const [deadline, setDeadline] = useState<Dayjs | null>(firstDraft);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <DatePicker label="Manuscript deadline" value={deadline} onChange={setDeadline} />
        <Typography variant="body2">
          State in the parent: {deadline?.isValid() ? deadline.format('YYYY-MM-DD') : String(deadline)}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" onClick={() => setDeadline((current) => (current ?? firstDraft).add(1, 'week'))}>
            Extend by a week
          </Button>
          <Button onClick={() => setDeadline(null)}>Clear</Button>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
