import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import dayjs, { type Dayjs } from 'dayjs';
import { DemoCell, DemoRow } from '../demo-layout';

const lightsOn = dayjs('2025-03-14T19:00');

export default function TimeFieldValue() {
  const [lightsOff, setLightsOff] = useState<Dayjs | null>(dayjs('2025-03-14T23:30'));
  const hoursLit = lightsOff?.isValid() ? lightsOff.diff(lightsOn, 'minute') / 60 : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DemoRow>
        <DemoCell caption="Uncontrolled">
          <TimeField label="Lights on" defaultValue={lightsOn} />
        </DemoCell>
        <DemoCell caption="Controlled">
          <TimeField label="Lights off" value={lightsOff} onChange={(newValue) => setLightsOff(newValue)} />
          <Typography variant="body2">
            {hoursLit === null ? 'Enter a full time' : `Lit for ${hoursLit.toFixed(1)} hours after 19:00`}
          </Typography>
        </DemoCell>
      </DemoRow>
    </LocalizationProvider>
  );
}
