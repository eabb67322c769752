import { useState } from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';

const format = (value: Dayjs | null) => (value === null ? 'null' : value.format('YYYY-MM-DD'));

/** Logs each callback of a picker, newest first, so the order of events can be read. */
export default function LifecyclePickerEvents() {
  const [value, setValue] = useState<Dayjs | null>(dayjs('2025-06-16'));
  const [log, setLog] = useState<string[]>([]);
  const push = (line: string) => setLog((previous) => [line, ...previous].slice(0, 12));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <DatePicker
          label="Concert date"
          views={['year', 'month', 'day']}
          value={value}
          onChange={(newValue) => {
            setValue(newValue);
            push(`onChange ${format(newValue)}`);
          }}
          onAccept={(newValue) => push(`onAccept ${format(newValue)}`)}
          onClose={() => push('onClose')}
          onOpen={() => push('onOpen')}
          slotProps={{ actionBar: { actions: ['clear', 'cancel', 'accept'] } }}
        />
        <Stack spacing={1} sx={{ minWidth: 220 }}>
          <Typography variant="subtitle2" component="h3">
            Callbacks, newest first
          </Typography>
          <List dense aria-live="polite" sx={{ fontFamily: 'monospace', py: 0 }}>
            {log.length === 0 ? <ListItem disableGutters>Open the picker to start.</ListItem> : null}
            {log.map((line, index) => (
              <ListItem key={`${log.length - index}`} disableGutters>
                {line}
              </ListItem>
            ))}
          </List>
          <Button size="small" variant="outlined" onClick={() => setLog([])} sx={{ alignSelf: 'flex-start' }}>
            Clear log
          </Button>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
