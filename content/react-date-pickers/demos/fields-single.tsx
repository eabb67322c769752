import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { DemoCell, DemoRow } from '../demo-layout';

export default function FieldsSingle() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DemoRow>
        <DemoCell caption="DateField">
          <DateField label="Passport issued" />
        </DemoCell>
        <DemoCell caption="TimeField">
          <TimeField label="Alarm" />
        </DemoCell>
        <DemoCell caption="DateTimeField">
          <DateTimeField label="Parcel scanned" />
        </DemoCell>
      </DemoRow>
    </LocalizationProvider>
  );
}
