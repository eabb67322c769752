import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';
import { DemoCell, DemoRow } from '../demo-layout';

const renewal = dayjs('2025-04-30');

export default function BaseConceptsSlots() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DemoRow>
        <DemoCell caption="slots.openPickerIcon">
          <DatePicker label="Renewal" defaultValue={renewal} slots={{ openPickerIcon: EventAvailableIcon }} />
        </DemoCell>
        <DemoCell caption="slotProps.openPickerButton">
          <DatePicker
            label="Renewal"
            defaultValue={renewal}
            slotProps={{ openPickerButton: { color: 'secondary', 'aria-label': 'Choose the renewal date' } }}
          />
        </DemoCell>
        <DemoCell caption="slotProps.inputAdornment">
          <DatePicker label="Renewal" defaultValue={renewal} slotProps={{ inputAdornment: { position: 'start' } }} />
        </DemoCell>
      </DemoRow>
    </LocalizationProvider>
  );
}
