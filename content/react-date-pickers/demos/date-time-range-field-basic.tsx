import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MultiInputDateTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputDateTimeRangeField';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import { DemoCell, DemoRow } from '../demo-layout';

export default function DateTimeRangeFieldBasic() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DemoRow minItemWidth={420}>
        <DemoCell caption="SingleInputDateTimeRangeField">
          <SingleInputDateTimeRangeField label="Power cut" />
        </DemoCell>
        <DemoCell caption="MultiInputDateTimeRangeField">
          <MultiInputDateTimeRangeField
            slotProps={{ textField: ({ position }) => ({ label: position === 'start' ? 'Cut starts' : 'Power back' }) }}
          />
        </DemoCell>
      </DemoRow>
    </LocalizationProvider>
  );
}
