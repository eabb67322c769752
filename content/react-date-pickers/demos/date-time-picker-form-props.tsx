import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';
import { DemoCell, DemoRow } from '../demo-layout';

export default function DateTimePickerFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DemoRow minItemWidth={300}>
        <DemoCell caption="name">
          <DateTimePicker label="Auction opens" name="auctionOpens" defaultValue={dayjs('2025-05-02T12:00')} />
        </DemoCell>
        <DemoCell caption="readOnly">
          <DateTimePicker label="Listed on" defaultValue={dayjs('2025-04-25T09:12')} readOnly />
        </DemoCell>
        <DemoCell caption="disabled">
          <DateTimePicker label="Auction closes" defaultValue={dayjs('2025-05-09T12:00')} disabled />
        </DemoCell>
      </DemoRow>
    </LocalizationProvider>
  );
}
