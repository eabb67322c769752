import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';
import { DemoCell, DemoRow } from '../demo-layout';

export default function BaseConceptsReferenceDate() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DemoRow minItemWidth={320}>
        <DemoCell caption="A value: opens on its month">
          <DateCalendar defaultValue={dayjs('2024-11-12')} sx={{ m: 0 }} />
        </DemoCell>
        <DemoCell caption="No value, minDate in 2031: first valid month">
          <DateCalendar defaultValue={null} minDate={dayjs('2031-02-10')} sx={{ m: 0 }} />
        </DemoCell>
        <DemoCell caption="No value, referenceDate: opens on it">
          <DateCalendar defaultValue={null} referenceDate={dayjs('2026-08-01')} sx={{ m: 0 }} />
        </DemoCell>
      </DemoRow>
    </LocalizationProvider>
  );
}
