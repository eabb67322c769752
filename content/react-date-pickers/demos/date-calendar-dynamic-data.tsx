import { createContext, useContext, useEffect, useRef, useState } from 'react';
import Badge from '@mui/material/Badge';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DayCalendarSkeleton } from '@mui/x-date-pickers/DayCalendarSkeleton';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { PickersDay, type PickersDayProps } from '@mui/x-date-pickers/PickersDay';
import dayjs, { type Dayjs } from 'dayjs';

const firstMonth = dayjs('2025-05-01');

/** A stand-in for a server: the concert days of a month, after a short delay. */
function fetchConcertDays(month: Dayjs, signal: AbortSignal): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      // The same month always gets the same days, so the demo is repeatable.
      const seed = month.year() * 12 + month.month();
      resolve([2, 9, 15, 23].map((offset) => ((offset + seed * 7) % month.daysInMonth()) + 1));
    }, 600);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('The month changed', 'AbortError'));
    });
  });
}

const ConcertDaysContext = createContext<number[]>([]);

function ConcertDay(props: PickersDayProps) {
  const concertDays = useContext(ConcertDaysContext);
  const hasConcert = !props.outsideCurrentMonth && concertDays.includes(props.day.date());

  return (
    <Badge overlap="circular" color="secondary" variant="dot" invisible={!hasConcert}>
      <PickersDay {...props} />
    </Badge>
  );
}

export default function DateCalendarDynamicData() {
  const [concertDays, setConcertDays] = useState<number[]>([]);
  const [loading, setLoading] = useState(true);
  const pending = useRef<AbortController | null>(null);

  const loadMonth = (month: Dayjs) => {
    // Forget the answer for the month the user just left.
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    setLoading(true);
    setConcertDays([]);
    fetchConcertDays(month, controller.signal)
      .then((days) => {
        setConcertDays(days);
        setLoading(false);
      })
      .catch((error: unknown) => {
        if (!(error instanceof DOMException && error.name === 'AbortError')) throw error;
      });
  };

  useEffect(() => {
    loadMonth(firstMonth);
    return () => pending.current?.abort();
  }, []);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <ConcertDaysContext.Provider value={concertDays}>
        <DateCalendar
          referenceDate={firstMonth}
          loading={loading}
          onMonthChange={loadMonth}
          renderLoading={() => <DayCalendarSkeleton />}
          slots={{ day: ConcertDay }}
        />
      </ConcertDaysContext.Provider>
    </LocalizationProvider>
  );
}
