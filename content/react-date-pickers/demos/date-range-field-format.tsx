import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import dayjs from 'dayjs';
import { DemoCell, DemoRow } from '../demo-layout';

const quarter = [dayjs('2025-04-01'), dayjs('2025-06-30')] as const;

export default function DateRangeFieldFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DemoRow minItemWidth={340}>
        <DemoCell caption="format='YYYY-MM-DD', dateSeparator='→'">
          <SingleInputDateRangeField label="Q2" defaultValue={[...quarter]} format="YYYY-MM-DD" dateSeparator="→" />
        </DemoCell>
        <DemoCell caption="format='D MMM YYYY', dateSeparator='until'">
          <MultiInputDateRangeField defaultValue={[...quarter]} format="D MMM YYYY" dateSeparator="until" />
        </DemoCell>
      </DemoRow>
    </LocalizationProvider>
  );
}
