import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';
import type { TimeView } from '@mui/x-date-pickers/models';
import dayjs, { type Dayjs } from 'dayjs';
import { DemoCell, DemoRow } from '../demo-layout';

// The clinic sees patients from 08:30 and stops at 12:45 for lunch.
const opensAt = dayjs('2025-03-14T08:30');
const lastSlot = dayjs('2025-03-14T12:45');

const outsideMorningClinic = (time: Dayjs, view: TimeView) => {
  if (view === 'hours') return time.hour() < opensAt.hour() || time.hour() > lastSlot.hour();
  return time.isBefore(opensAt, 'minute') || time.isAfter(lastSlot, 'minute');
};

export default function DigitalClockSkipDisabled() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DemoRow>
        <DemoCell caption="DigitalClock, minTime and maxTime">
          <DigitalClock
            defaultValue={dayjs('2025-03-14T10:00')}
            skipDisabled
            timeStep={15}
            minTime={opensAt}
            maxTime={lastSlot}
          />
        </DemoCell>
        <DemoCell caption="MultiSectionDigitalClock, shouldDisableTime">
          <MultiSectionDigitalClock
            defaultValue={dayjs('2025-03-14T10:00')}
            skipDisabled
            ampm={false}
            timeSteps={{ minutes: 15 }}
            shouldDisableTime={outsideMorningClinic}
          />
        </DemoCell>
      </DemoRow>
    </LocalizationProvider>
  );
}
