import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { DemoCell, DemoRow } from '../demo-layout';

export default function DateRangeFieldBasic() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DemoRow minItemWidth={340}>
        <DemoCell caption="SingleInputDateRangeField">
          <SingleInputDateRangeField label="Sprint" />
        </DemoCell>
        <DemoCell caption="MultiInputDateRangeField">
          <MultiInputDateRangeField />
        </DemoCell>
      </DemoRow>
    </LocalizationProvider>
  );
}
