import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import { MultiInputDateTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputDateTimeRangeField';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import { DemoCell, DemoRow } from '../demo-layout';

/** Labels for the two inputs of the multi-input fields. */
const endLabels = { start: 'From', end: 'To' };

export default function FieldsRange() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} localeText={endLabels}>
      <DemoRow minItemWidth={420}>
        <DemoCell caption="SingleInputDateRangeField">
          <SingleInputDateRangeField label="School holidays" />
        </DemoCell>
        <DemoCell caption="MultiInputDateRangeField">
          <MultiInputDateRangeField />
        </DemoCell>
        <DemoCell caption="SingleInputTimeRangeField">
          <SingleInputTimeRangeField label="Office hours" />
        </DemoCell>
        <DemoCell caption="MultiInputTimeRangeField">
          <MultiInputTimeRangeField />
        </DemoCell>
        <DemoCell caption="SingleInputDateTimeRangeField">
          <SingleInputDateTimeRangeField label="Outage" />
        </DemoCell>
        <DemoCell caption="MultiInputDateTimeRangeField">
          <MultiInputDateTimeRangeField />
        </DemoCell>
      </DemoRow>
    </LocalizationProvider>
  );
}
