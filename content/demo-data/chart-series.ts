import { createRandom, randomInt } from './random';

/** Short month labels for a category axis. */
export const monthLabels = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** `count` independent whole numbers between min and max (both included), the same for a given seed. */
export function createValues(seed: number, count: number, min: number, max: number): number[] {
  const random = createRandom(seed);
  return Array.from({ length: count }, () => randomInt(random, min, max));
}

/**
 * A random walk: starts at `start` and moves by at most `maxStep` up or down each step, never
 * below zero. Looks like a real metric over time (visitors, temperature, stock level).
 */
export function createTrend(seed: number, count: number, start: number, maxStep: number): number[] {
  const random = createRandom(seed);
  const values: number[] = [];
  let current = start;
  for (let index = 0; index < count; index += 1) {
    values.push(current);
    current = Math.max(0, current + randomInt(random, -maxStep, maxStep));
  }
  return values;
}

/** Quarterly revenue per sales region, in thousands: a row shape for the charts' `dataset` prop. */
export type RegionQuarter = {
  quarter: string;
  north: number;
  south: number;
  west: number;
};

/** Four quarters of regional revenue for one year. */
export function createRegionQuarters(seed = 3): RegionQuarter[] {
  const random = createRandom(seed);
  return ['Q1', 'Q2', 'Q3', 'Q4'].map((quarter) => ({
    quarter,
    north: randomInt(random, 40, 90),
    south: randomInt(random, 30, 75),
    west: randomInt(random, 20, 60),
  }));
}

/**
 * Twelve monthly mean temperatures in °C for a temperate city: a smooth seasonal curve
 * (coldest in January, warmest in July) with a little seeded noise.
 */
export function createMonthlyTemperatures(seed = 8): number[] {
  const random = createRandom(seed);
  return Array.from({ length: 12 }, (_, month) => {
    const seasonal = 13 - 10 * Math.cos(((month + 0.5) / 12) * 2 * Math.PI);
    return Math.round(seasonal + randomInt(random, -1, 1));
  });
}
