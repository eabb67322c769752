import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import dayjs from 'dayjs';
import { DemoCell, DemoRow } from '../demo-layout';

const kickOff = dayjs('2025-03-14T20:45:10');

export default function TimeFieldFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DemoRow>
        <DemoCell caption="format='HH:mm'">
          <TimeField label="Kick-off" defaultValue={kickOff} format="HH:mm" />
        </DemoCell>
        <DemoCell caption="format='hh:mm a'">
          <TimeField label="Kick-off" defaultValue={kickOff} format="hh:mm a" />
        </DemoCell>
        <DemoCell caption="format='HH:mm:ss'">
          <TimeField label="Kick-off" defaultValue={kickOff} format="HH:mm:ss" />
        </DemoCell>
        <DemoCell caption="format='h:mm A', formatDensity='spacious'">
          <TimeField label="Kick-off" defaultValue={kickOff} format="h:mm A" formatDensity="spacious" />
        </DemoCell>
      </DemoRow>
    </LocalizationProvider>
  );
}
