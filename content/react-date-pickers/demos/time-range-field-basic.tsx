import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import { DemoCell, DemoRow } from '../demo-layout';

export default function TimeRangeFieldBasic() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DemoRow minItemWidth={320}>
        <DemoCell caption="SingleInputTimeRangeField">
          <SingleInputTimeRangeField label="Delivery window" />
        </DemoCell>
        <DemoCell caption="MultiInputTimeRangeField">
          <MultiInputTimeRangeField
            slotProps={{ textField: ({ position }) => ({ label: position === 'start' ? 'From' : 'Until' }) }}
          />
        </DemoCell>
      </DemoRow>
    </LocalizationProvider>
  );
}
