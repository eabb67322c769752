import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';
import { DemoCell, DemoRow } from '../demo-layout';

const harvestFair = dayjs('2025-09-20');

export default function BaseConceptsInteractionStyles() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DemoRow minItemWidth={320}>
        <DemoCell caption="Picker: type or open a calendar">
          <DatePicker label="Harvest fair" defaultValue={harvestFair} />
        </DemoCell>
        <DemoCell caption="Field: keyboard only">
          <DateField label="Harvest fair" defaultValue={harvestFair} />
        </DemoCell>
        <DemoCell caption="Calendar: always open, inline">
          <DateCalendar defaultValue={harvestFair} sx={{ m: 0 }} />
        </DemoCell>
      </DemoRow>
    </LocalizationProvider>
  );
}
