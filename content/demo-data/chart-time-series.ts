import { createRandom, randomNormal } from './random';

/** One dated measurement. */
export type TimePoint = { date: Date; value: number };

/** Shape of a generated time series. Every amount is in the series' own unit. */
export interface TimeSeriesOptions {
  /** Generator seed. @default 1 */
  seed?: number;
  /** First day (local midnight). @default 1 January 2024 */
  start?: Date;
  /** How many points. @default 365 */
  count?: number;
  /** Days between points: 1 daily, 7 weekly; months use `createMonthlySeries`. @default 1 */
  stepDays?: number;
  /** Value at the start, before seasonality and noise. @default 100 */
  base?: number;
  /** Change per point (the long-term trend). @default 0.1 */
  trend?: number;
  /** Height of the weekly swing (weekdays up, weekends down); 0 for none. @default 10 */
  weeklyAmplitude?: number;
  /** Height of the yearly swing, peaking in midsummer; 0 for none. @default 20 */
  yearlyAmplitude?: number;
  /** Standard deviation of the random noise. @default 4 */
  noise?: number;
  /** Decimal places kept. @default 1 */
  decimals?: number;
}

const DAY = 86_400_000;

function seasonal(date: Date, weekly: number, yearly: number): number {
  const weekday = date.getDay(); // 0 Sunday … 6 Saturday
  const weekEffect = weekday === 0 || weekday === 6 ? -weekly : weekly * 0.4;
  const dayOfYear = (date.getTime() - new Date(date.getFullYear(), 0, 1).getTime()) / DAY;
  // Highest around day 182 (early July), lowest around New Year.
  return weekEffect - yearly * Math.cos((2 * Math.PI * dayOfYear) / 365);
}

/**
 * A realistic series: base + trend × index + weekly and yearly seasonality + normal noise, never
 * below zero. Dates are local midnights, so a date axis shows the same days everywhere.
 */
export function createTimeSeries({
  seed = 1,
  start = new Date(2024, 0, 1),
  count = 365,
  stepDays = 1,
  base = 100,
  trend = 0.1,
  weeklyAmplitude = 10,
  yearlyAmplitude = 20,
  noise = 4,
  decimals = 1,
}: TimeSeriesOptions = {}): TimePoint[] {
  const random = createRandom(seed);
  const factor = 10 ** decimals;
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(start.getFullYear(), start.getMonth(), start.getDate() + index * stepDays);
    const value =
      base + trend * index + seasonal(date, weeklyAmplitude, yearlyAmplitude) + randomNormal(random, 0, noise);
    return { date, value: Math.round(Math.max(0, value) * factor) / factor };
  });
}

/**
 * Monthly totals (first day of each month) with a yearly season and a trend, e.g. revenue.
 * @param months How many months. @default 24
 */
export function createMonthlySeries({
  months = 24,
  seed = 2,
  base = 1000,
  trend = 15,
  yearlyAmplitude = 150,
  noise = 40,
}: Pick<TimeSeriesOptions, 'seed' | 'base' | 'trend' | 'yearlyAmplitude' | 'noise'> & {
  months?: number;
} = {}): TimePoint[] {
  const random = createRandom(seed);
  return Array.from({ length: months }, (_, index) => {
    const date = new Date(2023, index, 1);
    const season = -yearlyAmplitude * Math.cos((2 * Math.PI * (index % 12)) / 12);
    return { date, value: Math.round(Math.max(0, base + trend * index + season + randomNormal(random, 0, noise))) };
  });
}

/**
 * Several series on the same dates as rows for the charts' `dataset` prop:
 * `{ date, visitors: 120, signups: 14 }`. Each named series takes its options, seeded apart.
 */
export function createTimeSeriesDataset<K extends string>(
  series: Record<K, TimeSeriesOptions>,
  shared: Pick<TimeSeriesOptions, 'start' | 'count' | 'stepDays'> = {},
): ({ date: Date } & Record<K, number>)[] {
  const entries = Object.entries(series) as [K, TimeSeriesOptions][];
  const columns = entries.map(([name, options], index) => ({
    name,
    points: createTimeSeries({ seed: index + 1, ...options, ...shared }),
  }));
  const length = columns[0]?.points.length ?? 0;
  return Array.from({ length }, (_, index) => {
    const row = { date: columns[0]!.points[index]!.date } as { date: Date } & Record<K, number>;
    for (const { name, points } of columns) (row as Record<K, number>)[name] = points[index]!.value;
    return row;
  });
}
