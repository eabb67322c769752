import { createContext, useContext, useMemo, useState } from 'react';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { PickersDay, type PickersDayProps } from '@mui/x-date-pickers/PickersDay';
import dayjs, { type Dayjs } from 'dayjs';

interface WeekHighlight {
  chosen: Dayjs | null;
  hovered: Dayjs | null;
  setHovered: (day: Dayjs | null) => void;
}

// The custom day reads the chosen and hovered weeks from context instead of extra slot props.
const WeekHighlightContext = createContext<WeekHighlight>({ chosen: null, hovered: null, setHovered: () => {} });

function WeekDay(props: PickersDayProps) {
  const { day, ...other } = props;
  const { chosen, hovered, setHovered } = useContext(WeekHighlightContext);
  const inChosenWeek = chosen !== null && day.isSame(chosen, 'week');
  const inHoveredWeek = hovered !== null && day.isSame(hovered, 'week');
  const weekday = day.day();

  return (
    <PickersDay
      {...other}
      day={day}
      // The clicked day stays `selected` for assistive technology; the band below paints its whole week.
      disableMargin
      onPointerEnter={() => setHovered(day)}
      onPointerLeave={() => setHovered(null)}
      sx={{
        borderRadius: 0,
        ...(weekday === 0 && { borderTopLeftRadius: '50%', borderBottomLeftRadius: '50%' }),
        ...(weekday === 6 && { borderTopRightRadius: '50%', borderBottomRightRadius: '50%' }),
        ...(inHoveredWeek && !inChosenWeek && { bgcolor: 'action.hover' }),
        ...(inChosenWeek && {
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          '&:hover, &:focus': { bgcolor: 'primary.dark' },
        }),
      }}
    />
  );
}

export default function DateCalendarWeekPicker() {
  const [chosen, setChosen] = useState<Dayjs | null>(dayjs('2025-09-17'));
  const [hovered, setHovered] = useState<Dayjs | null>(null);
  const highlight = useMemo(() => ({ chosen, hovered, setHovered }), [chosen, hovered]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <WeekHighlightContext.Provider value={highlight}>
        <DateCalendar
          value={chosen}
          onChange={(newValue) => setChosen(newValue)}
          showDaysOutsideCurrentMonth
          displayWeekNumber
          slots={{ day: WeekDay }}
        />
      </WeekHighlightContext.Provider>
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        {chosen
          ? `Rota week: ${chosen.startOf('week').format('D MMM')} to ${chosen.endOf('week').format('D MMM YYYY')}`
          : 'No week chosen'}
      </Typography>
    </LocalizationProvider>
  );
}
