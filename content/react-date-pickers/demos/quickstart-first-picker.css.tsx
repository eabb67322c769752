import { useState } from 'react';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';

const styles = `
.check-in {
  display: flex;
  flex-direction: column;
  gap: 16px;
  max-width: 320px;
}
.check-in-summary {
  margin: 0;
  font-size: 0.875rem;
}
`;

export default function QuickstartFirstPicker() {
  const [checkIn, setCheckIn] = useState<Dayjs | null>(dayjs('2025-03-14'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <style>{styles}</style>
      <div className="check-in">
        <DatePicker label="Check-in" value={checkIn} onChange={(newValue) => setCheckIn(newValue)} />
        <p className="check-in-summary">
          {checkIn?.isValid() ? `Check-in on ${checkIn.format('dddd D MMMM YYYY')}` : 'No valid date chosen yet'}
        </p>
      </div>
    </LocalizationProvider>
  );
}
