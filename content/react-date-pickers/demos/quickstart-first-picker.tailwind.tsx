import { useState } from 'react';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';

export default function QuickstartFirstPicker() {
  const [checkIn, setCheckIn] = useState<Dayjs | null>(dayjs('2025-03-14'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <div className="flex max-w-80 flex-col gap-4">
        <DatePicker label="Check-in" value={checkIn} onChange={(newValue) => setCheckIn(newValue)} />
        <p className="m-0 text-sm">
          {checkIn?.isValid() ? `Check-in on ${checkIn.format('dddd D MMMM YYYY')}` : 'No valid date chosen yet'}
        </p>
      </div>
    </LocalizationProvider>
  );
}
