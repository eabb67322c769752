import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import dayjs from 'dayjs';
import { DemoCell, DemoRow } from '../demo-layout';

// One conference, described six ways: each family edits a different kind of value.
const opening = dayjs('2025-10-06T09:00');
const closing = dayjs('2025-10-08T17:30');

export default function BaseConceptsFamilies() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DemoRow minItemWidth={300}>
        <DemoCell caption="Date">
          <DateField label="Opening day" defaultValue={opening} />
        </DemoCell>
        <DemoCell caption="Time">
          <TimeField label="Doors open" defaultValue={opening} />
        </DemoCell>
        <DemoCell caption="Date and time">
          <DateTimeField label="Keynote starts" defaultValue={opening} />
        </DemoCell>
        <DemoCell caption="Date range (Pro)">
          <SingleInputDateRangeField label="Conference days" defaultValue={[opening, closing]} />
        </DemoCell>
        <DemoCell caption="Time range (Pro)">
          <SingleInputTimeRangeField label="Daily hours" defaultValue={[opening, closing]} />
        </DemoCell>
        <DemoCell caption="Date and time range (Pro)">
          <SingleInputDateTimeRangeField label="Whole event" defaultValue={[opening, closing]} />
        </DemoCell>
      </DemoRow>
    </LocalizationProvider>
  );
}
