import { describe, expect, it } from 'vitest';
import { absencesPerDay, createTimeOffRows, monthDays, shiftMonth, teamMembers } from './time-off';

describe('time off calendar data', () => {
  it('lists every day of the month with weekends and public holidays', () => {
    const may = monthDays(2026, 4);
    expect(may).toHaveLength(31);
    expect(may[0]).toEqual({ key: '2026-05-01', day: 1, weekday: 'Fri', isWeekend: false, holiday: 'Labour Day' });
    expect(may[1]).toMatchObject({ key: '2026-05-02', weekday: 'Sat', isWeekend: true });
    expect(may[1]?.holiday).toBeUndefined();
    expect(monthDays(2028, 1)).toHaveLength(29);
  });

  it('gives the same absences for the same month and different ones for another month', () => {
    expect(createTimeOffRows(2026, 2)).toEqual(createTimeOffRows(2026, 2));
    expect(createTimeOffRows(2026, 2)).not.toEqual(createTimeOffRows(2026, 3));
    expect(createTimeOffRows(2026, 2).map((row) => row.id)).toEqual(teamMembers.map((member) => member.id));
  });

  it('books absences on working days only', () => {
    for (let month = 0; month < 12; month += 1) {
      const days = monthDays(2026, month);
      const offDays = days.filter((day) => day.isWeekend || day.holiday).map((day) => day.key);
      for (const row of createTimeOffRows(2026, month)) {
        expect(offDays.filter((key) => row[key] !== undefined)).toEqual([]);
      }
    }
  });

  it('counts the people away each day', () => {
    const days = monthDays(2026, 0).slice(0, 3);
    const rows = [
      { ...teamMembers[0]!, '2026-01-02': 'vacation' },
      { ...teamMembers[1]!, '2026-01-02': 'sick', '2026-01-03': 'training' },
    ];
    expect(absencesPerDay(rows, days)).toEqual({ '2026-01-01': 0, '2026-01-02': 2, '2026-01-03': 1 });
  });

  it('moves between months across the year boundary', () => {
    expect(shiftMonth(2026, 11, 1)).toEqual({ year: 2027, month: 0 });
    expect(shiftMonth(2026, 0, -1)).toEqual({ year: 2025, month: 11 });
    expect(shiftMonth(2026, 5, 0)).toEqual({ year: 2026, month: 5 });
  });
});
