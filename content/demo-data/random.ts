/**
 * A small seeded random generator (mulberry32) so demo data is the same on the server and in the
 * browser: prerendered HTML and hydration agree, and screenshots are stable.
 */
export function createRandom(seed = 1): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks one element with the given generator. */
export function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

/** A whole number between min and max, both included. */
export function randomInt(random: () => number, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** A number between min (included) and max (excluded), rounded to `decimals` places. */
export function randomFloat(random: () => number, min: number, max: number, decimals = 2): number {
  const factor = 10 ** decimals;
  return Math.round((min + random() * (max - min)) * factor) / factor;
}

/** A normally distributed number (Box–Muller): most values fall within two `deviation`s of `mean`. */
export function randomNormal(random: () => number, mean = 0, deviation = 1): number {
  const u = 1 - random(); // in (0, 1], so the logarithm is finite
  return mean + deviation * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

/**
 * A calendar day between two days (both included) as a local-midnight `Date`, so it shows as the
 * same day in every time zone.
 */
export function randomDay(random: () => number, from: Date, to: Date): Date {
  const days = Math.round((to.getTime() - from.getTime()) / 86_400_000);
  return new Date(from.getFullYear(), from.getMonth(), from.getDate() + randomInt(random, 0, days));
}
