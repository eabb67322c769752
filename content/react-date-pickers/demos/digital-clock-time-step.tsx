import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';
import dayjs from 'dayjs';
import { DemoCell, DemoRow } from '../demo-layout';

const session = dayjs('2025-03-14T14:15');

export default function DigitalClockTimeStep() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DemoRow>
        <DemoCell caption="DigitalClock, timeStep={15}">
          <DigitalClock defaultValue={session} timeStep={15} />
        </DemoCell>
        <DemoCell caption="DigitalClock, timeStep={90}">
          <DigitalClock defaultValue={dayjs('2025-03-14T13:30')} timeStep={90} />
        </DemoCell>
        <DemoCell caption="MultiSectionDigitalClock, hours by 2, minutes by 15">
          <MultiSectionDigitalClock defaultValue={session} timeSteps={{ hours: 2, minutes: 15 }} />
        </DemoCell>
      </DemoRow>
    </LocalizationProvider>
  );
}
