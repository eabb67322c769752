import { forwardRef, type ButtonHTMLAttributes } from 'react';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';

type TileProps = ButtonHTMLAttributes<HTMLButtonElement> & { ownerState?: { isMonthSelected: boolean } };

// A square tile; the selected month gets a thick underline.
const MonthTile = forwardRef<HTMLButtonElement, TileProps>(function MonthTile({ ownerState, ...other }, ref) {
  return (
    <button
      ref={ref}
      type="button"
      {...other}
      style={{
        margin: 4,
        width: 64,
        height: 48,
        border: 'none',
        borderBottom: ownerState?.isMonthSelected ? '4px solid #ed6c02' : '4px solid transparent',
        background: 'transparent',
        color: 'inherit',
        font: 'inherit',
        cursor: 'pointer',
      }}
    />
  );
});

// The month view is not in a DateCalendar's default views: ask for it.
const monthViews = { views: ['month', 'year'] as const, openTo: 'month' as const };

export default function CustomComponentsMonthButton() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <DateCalendar
          {...monthViews}
          defaultValue={dayjs('2025-10-01')}
          slotProps={{ monthButton: { sx: { borderRadius: 0, textTransform: 'uppercase' } } }}
        />
        <DateCalendar {...monthViews} defaultValue={dayjs('2025-10-01')} slots={{ monthButton: MonthTile }} />
      </Stack>
    </LocalizationProvider>
  );
}
