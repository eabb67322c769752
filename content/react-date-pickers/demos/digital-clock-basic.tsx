import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';
import dayjs from 'dayjs';
import { DemoCell, DemoRow } from '../demo-layout';

const tableFor = dayjs('2025-03-14T19:30');

export default function DigitalClockBasic() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DemoRow>
        <DemoCell caption="DigitalClock: one list">
          <DigitalClock defaultValue={tableFor} />
        </DemoCell>
        <DemoCell caption="MultiSectionDigitalClock: a column per view">
          <MultiSectionDigitalClock defaultValue={tableFor} />
        </DemoCell>
      </DemoRow>
    </LocalizationProvider>
  );
}
