import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';
import { DemoCell, DemoRow } from '../demo-layout';

const eclipse = dayjs('2026-08-12T18:27:45');

export default function DateTimeFieldFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DemoRow minItemWidth={300}>
        <DemoCell caption="format='YYYY-MM-DD HH:mm'">
          <DateTimeField label="Eclipse maximum" defaultValue={eclipse} format="YYYY-MM-DD HH:mm" />
        </DemoCell>
        <DemoCell caption="format='ddd D MMM YYYY, h:mm a'">
          <DateTimeField label="Eclipse maximum" defaultValue={eclipse} format="ddd D MMM YYYY, h:mm a" />
        </DemoCell>
        <DemoCell caption="format='DD/MM/YYYY HH:mm:ss'">
          <DateTimeField label="Eclipse maximum" defaultValue={eclipse} format="DD/MM/YYYY HH:mm:ss" />
        </DemoCell>
        <DemoCell caption="format='L LT'">
          <DateTimeField label="Eclipse maximum" defaultValue={eclipse} format="L LT" />
        </DemoCell>
      </DemoRow>
    </LocalizationProvider>
  );
}
