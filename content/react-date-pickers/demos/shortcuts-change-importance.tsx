import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import type { PickerChangeImportance } from '@mui/x-date-pickers/models';
import dayjs, { type Dayjs } from 'dayjs';

const TODAY = dayjs('2025-04-16');

const starts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Next Monday', getValue: () => TODAY.day(8) },
  { label: 'First of next month', getValue: () => TODAY.add(1, 'month').startOf('month') },
];

export default function ShortcutsChangeImportance() {
  const [importance, setImportance] = useState<PickerChangeImportance>('accept');
  const [accepted, setAccepted] = useState('none');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <RadioGroup
        row
        aria-label="changeImportance"
        value={importance}
        onChange={(event) => setImportance(event.target.value as PickerChangeImportance)}
      >
        <FormControlLabel value="accept" control={<Radio />} label='"accept"' />
        <FormControlLabel value="set" control={<Radio />} label='"set"' />
      </RadioGroup>
      <DatePicker
        label="Contract starts"
        referenceDate={TODAY}
        onAccept={(newValue) => setAccepted(newValue ? newValue.format('YYYY-MM-DD') : 'null')}
        slotProps={{ shortcuts: { items: starts, changeImportance: importance } }}
        sx={{ maxWidth: 300 }}
      />
      <Typography variant="body2" aria-live="polite" sx={{ mt: 1 }}>
        Last onAccept: {accepted}
      </Typography>
    </LocalizationProvider>
  );
}
