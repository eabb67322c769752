import { useState } from 'react';
import Typography from '@mui/material/Typography';
import ClearAllIcon from '@mui/icons-material/ClearAll';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import dayjs from 'dayjs';
import { DemoCell, DemoRow } from '../demo-layout';

export default function FieldsClearable() {
  const [clears, setClears] = useState(0);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DemoRow>
        <DemoCell caption="clearable with onClear">
          <DateField
            label="Membership renewal"
            clearable
            defaultValue={dayjs('2025-10-01')}
            onClear={() => setClears((count) => count + 1)}
          />
          <Typography variant="body2" aria-live="polite">
            Cleared {clears} {clears === 1 ? 'time' : 'times'}
          </Typography>
        </DemoCell>
        <DemoCell caption="Custom clear icon">
          <TimeField
            label="Bedtime"
            clearable
            ampm={false}
            defaultValue={dayjs('2025-10-01T22:30')}
            slots={{ clearIcon: ClearAllIcon }}
          />
        </DemoCell>
      </DemoRow>
    </LocalizationProvider>
  );
}
