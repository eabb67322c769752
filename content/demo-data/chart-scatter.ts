import { createRandom, randomNormal } from './random';

/** A point of a scatter series, in the shape `ScatterChart` reads (`id`, `x`, `y`). */
export type ScatterPoint = { id: number; x: number; y: number };

/** One cloud of points around a centre. */
export interface ScatterCluster {
  /** Centre of the cloud. */
  x: number;
  y: number;
  /** Standard deviation around the centre, on each axis. @default 1 */
  spread?: number;
  /** How many points. @default 50 */
  count?: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Clouds of normally distributed points, one array per cluster (one scatter series each).
 * Ids run on across clusters, so every point is unique.
 * @param seed @default 6
 */
export function createScatterClusters(clusters: readonly ScatterCluster[], seed = 6): ScatterPoint[][] {
  const random = createRandom(seed);
  let id = 0;
  return clusters.map(({ x, y, spread = 1, count = 50 }) =>
    Array.from({ length: count }, () => {
      id += 1;
      return { id, x: round2(randomNormal(random, x, spread)), y: round2(randomNormal(random, y, spread)) };
    }),
  );
}

/** Options of `createCorrelatedPoints`. */
export interface CorrelatedPointsOptions {
  /** @default 100 */
  count?: number;
  /** @default 9 */
  seed?: number;
  /** Mean and standard deviation of x. @default [50, 15] */
  x?: [mean: number, deviation: number];
  /** y ≈ slope × x + intercept. @default 0.8 */
  slope?: number;
  /** @default 10 */
  intercept?: number;
  /** Standard deviation of y around the line: larger means a weaker correlation. @default 8 */
  noise?: number;
}

/**
 * Points along a line with noise (height against weight, price against size): x is normal, y
 * follows `slope × x + intercept` plus noise. A negative slope gives a negative correlation.
 */
export function createCorrelatedPoints({
  count = 100,
  seed = 9,
  x: [meanX, deviationX] = [50, 15],
  slope = 0.8,
  intercept = 10,
  noise = 8,
}: CorrelatedPointsOptions = {}): ScatterPoint[] {
  const random = createRandom(seed);
  return Array.from({ length: count }, (_, index) => {
    const x = randomNormal(random, meanX, deviationX);
    return { id: index + 1, x: round2(x), y: round2(slope * x + intercept + randomNormal(random, 0, noise)) };
  });
}
