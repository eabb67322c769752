import { describe, expect, it } from 'vitest';
import { formatDate } from './page-footer';

const intl = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

describe('formatDate', () => {
  const dates = ['2026-11-23T19:05:56Z', '2025-01-01T00:00:00Z', '2024-02-29T23:59:59Z', '2023-12-31T12:00:00+05:00'];

  it.each(dates)('writes %s as a long English date in UTC, as Intl does', (iso) => {
    expect(formatDate(iso, 'en')).toBe(intl(iso, 'en-US'));
  });

  it.each(dates)('writes %s as a long Chinese date in UTC, as Intl does', (iso) => {
    expect(formatDate(iso, 'zh')).toBe(intl(iso, 'zh-CN'));
  });

  it('uses the UTC day, not the local one', () => {
    expect(formatDate('2026-03-01T01:00:00+03:00', 'en')).toBe('February 28, 2026');
  });
});
