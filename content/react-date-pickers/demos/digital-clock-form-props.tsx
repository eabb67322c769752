import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';
import dayjs from 'dayjs';
import { DemoCell, DemoRow } from '../demo-layout';

const lecture = dayjs('2025-03-14T10:00');

export default function DigitalClockFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DemoRow>
        <DemoCell caption="DigitalClock, disabled">
          <DigitalClock defaultValue={lecture} disabled />
        </DemoCell>
        <DemoCell caption="DigitalClock, readOnly">
          <DigitalClock defaultValue={lecture} readOnly />
        </DemoCell>
        <DemoCell caption="MultiSectionDigitalClock, disabled">
          <MultiSectionDigitalClock defaultValue={lecture} disabled />
        </DemoCell>
        <DemoCell caption="MultiSectionDigitalClock, readOnly">
          <MultiSectionDigitalClock defaultValue={lecture} readOnly />
        </DemoCell>
      </DemoRow>
    </LocalizationProvider>
  );
}
