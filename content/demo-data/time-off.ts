import { createRandom, pick, randomInt } from './random';

/**
 * A made-up team's absences for the time off calendar Data Grid demo. Each month is generated from a seed made of
 * the year and month, so a month looks the same every time it is shown, on the server and in the browser.
 */

export type AbsenceType = 'vacation' | 'sick' | 'training' | 'parental';

export const absenceLabels: Record<AbsenceType, string> = {
  vacation: 'Vacation',
  sick: 'Sick leave',
  training: 'Training',
  parental: 'Parental leave',
};

/** One-letter codes shown in the narrow day cells (the legend spells them out). */
export const absenceCodes: Record<AbsenceType, string> = { vacation: 'V', sick: 'S', training: 'T', parental: 'P' };

export interface TeamMember {
  id: string;
  name: string;
  team: 'Design' | 'Engineering' | 'Support';
}

export const teamMembers: readonly TeamMember[] = [
  { id: 'm1', name: 'Inès Valcourt', team: 'Design' },
  { id: 'm2', name: 'Tomasz Wieczorek', team: 'Engineering' },
  { id: 'm3', name: 'Abena Owusu', team: 'Support' },
  { id: 'm4', name: 'Rafael Quintero', team: 'Engineering' },
  { id: 'm5', name: 'Mei Lin Hartono', team: 'Design' },
  { id: 'm6', name: 'Jonah Adebayo', team: 'Engineering' },
  { id: 'm7', name: 'Saoirse Kenny', team: 'Support' },
  { id: 'm8', name: 'Dmitri Volkov', team: 'Engineering' },
  { id: 'm9', name: 'Lucía Ferrand', team: 'Design' },
  { id: 'm10', name: 'Kwame Asante', team: 'Support' },
  { id: 'm11', name: 'Freya Lund', team: 'Engineering' },
  { id: 'm12', name: 'Hamid Rostami', team: 'Support' },
];

/** Days off for everyone, the same every year: month (1–12), day, name. */
const publicHolidays: ReadonlyArray<[number, number, string]> = [
  [1, 1, "New Year's Day"],
  [5, 1, 'Labour Day'],
  [9, 14, 'Founders’ Day'],
  [12, 25, 'Christmas Day'],
  [12, 26, 'Boxing Day'],
];

export interface CalendarDay {
  /** `yyyy-mm-dd`, used as the grid field of the day's column. */
  key: string;
  day: number;
  /** Short weekday in English, `Mon` to `Sun`. */
  weekday: string;
  isWeekend: boolean;
  /** The holiday's name when the day is a public holiday. */
  holiday?: string;
}

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Every day of a month (`month` from 0 to 11), with weekends and public holidays marked. */
export function monthDays(year: number, month: number): CalendarDay[] {
  const count = new Date(year, month + 1, 0).getDate();
  return Array.from({ length: count }, (_, index) => {
    const day = index + 1;
    const weekday = new Date(year, month, day).getDay();
    const holiday = publicHolidays.find(([m, d]) => m === month + 1 && d === day)?.[2];
    return {
      key: `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
      day,
      weekday: weekdays[weekday]!,
      isWeekend: weekday === 0 || weekday === 6,
      ...(holiday ? { holiday } : {}),
    };
  });
}

/** A member's row: who they are, then one field per day of the month that holds an absence. */
export type TimeOffRow = TeamMember & Record<string, string | undefined>;

/** The absences of every member for one month, as grid rows. Only working days (not weekends or holidays) are booked. */
export function createTimeOffRows(
  year: number,
  month: number,
  members: readonly TeamMember[] = teamMembers,
): TimeOffRow[] {
  const random = createRandom(year * 12 + month);
  const workdays = monthDays(year, month).filter((day) => !day.isWeekend && !day.holiday);
  return members.map((member, index) => {
    const row: TimeOffRow = { ...member };
    const book = (type: AbsenceType, start: number, length: number) => {
      for (const day of workdays.slice(start, start + length)) row[day.key] = type;
    };
    // One long parental leave in the team, the same person every month.
    if (index === 10) {
      book('parental', 0, workdays.length);
      return row;
    }
    if (random() < 0.55) book('vacation', randomInt(random, 0, workdays.length - 1), randomInt(random, 2, 7));
    if (random() < 0.3) book('training', randomInt(random, 0, workdays.length - 1), randomInt(random, 1, 2));
    if (random() < 0.25) book('sick', randomInt(random, 0, workdays.length - 1), pick(random, [1, 1, 2, 3]));
    return row;
  });
}

/** How many of the given members are away on each day, keyed by day. */
export function absencesPerDay(rows: readonly TimeOffRow[], days: readonly CalendarDay[]): Record<string, number> {
  return Object.fromEntries(days.map((day) => [day.key, rows.filter((row) => row[day.key] !== undefined).length]));
}

/** The month `offset` months away from `year`/`month` (0–11), across year boundaries. */
export function shiftMonth(year: number, month: number, offset: number): { year: number; month: number } {
  const total = year * 12 + month + offset;
  return { year: Math.floor(total / 12), month: ((total % 12) + 12) % 12 };
}
