import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';
import dayjs from 'dayjs';
import { DemoCell, DemoRow } from '../demo-layout';

const sunset = dayjs('2025-03-14T18:20');

export default function DigitalClockAmpm() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DemoRow>
        <DemoCell caption="DigitalClock, ampm={false}">
          <DigitalClock defaultValue={sunset} ampm={false} />
        </DemoCell>
        <DemoCell caption="DigitalClock, ampm">
          <DigitalClock defaultValue={sunset} ampm />
        </DemoCell>
        <DemoCell caption="MultiSectionDigitalClock, ampm={false}">
          <MultiSectionDigitalClock defaultValue={sunset} ampm={false} />
        </DemoCell>
        <DemoCell caption="MultiSectionDigitalClock, ampm">
          <MultiSectionDigitalClock defaultValue={sunset} ampm />
        </DemoCell>
      </DemoRow>
    </LocalizationProvider>
  );
}
