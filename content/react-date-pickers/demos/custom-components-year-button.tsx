import { forwardRef, type ButtonHTMLAttributes } from 'react';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { YearCalendar } from '@mui/x-date-pickers/YearCalendar';
import dayjs from 'dayjs';

type PillProps = ButtonHTMLAttributes<HTMLButtonElement> & { ownerState?: { isYearSelected: boolean } };

// A plain button: leave ownerState out of the DOM, style it from the selected state.
const YearPill = forwardRef<HTMLButtonElement, PillProps>(function YearPill({ ownerState, ...other }, ref) {
  const selected = ownerState?.isYearSelected ?? false;
  return (
    <button
      ref={ref}
      type="button"
      {...other}
      style={{
        margin: 4,
        padding: '6px 14px',
        borderRadius: 999,
        border: '1px solid currentColor',
        background: selected ? '#2e7d32' : 'transparent',
        color: selected ? '#fff' : 'inherit',
        font: 'inherit',
        cursor: 'pointer',
      }}
    />
  );
});

const range = { minDate: dayjs('2016-01-01'), maxDate: dayjs('2031-12-31') };

export default function CustomComponentsYearButton() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        {/* slotProps: style the built-in button; a function gets its owner state. */}
        <YearCalendar
          {...range}
          defaultValue={dayjs('2025-01-01')}
          slotProps={{
            yearButton: (ownerState) => ({
              sx: { borderRadius: 1, fontWeight: ownerState.isYearSelected ? 700 : 400 },
            }),
          }}
        />
        {/* slots: a button component of our own. */}
        <YearCalendar {...range} defaultValue={dayjs('2025-01-01')} slots={{ yearButton: YearPill }} />
      </Stack>
    </LocalizationProvider>
  );
}
