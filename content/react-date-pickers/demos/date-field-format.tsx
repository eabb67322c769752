import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';
import { DemoCell, DemoRow } from '../demo-layout';

const landing = dayjs('1969-07-20');

export default function DateFieldFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DemoRow>
        <DemoCell caption="format='YYYY-MM-DD'">
          <DateField label="Moon landing" defaultValue={landing} format="YYYY-MM-DD" />
        </DemoCell>
        <DemoCell caption="format='D MMMM YYYY'">
          <DateField label="Moon landing" defaultValue={landing} format="D MMMM YYYY" />
        </DemoCell>
        <DemoCell caption="format='ddd DD/MM/YY'">
          <DateField label="Moon landing" defaultValue={landing} format="ddd DD/MM/YY" />
        </DemoCell>
        <DemoCell caption="format='L' with formatDensity='spacious'">
          <DateField label="Moon landing" defaultValue={landing} format="L" formatDensity="spacious" />
        </DemoCell>
      </DemoRow>
    </LocalizationProvider>
  );
}
