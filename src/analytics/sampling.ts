/** True for a `ratio` share of calls: `random() < ratio`. Ratios outside [0, 1] clamp. */
export function isSampled(ratio: number, random: () => number = Math.random): boolean {
  if (!(ratio > 0)) return false;
  return random() < Math.min(1, ratio);
}

/** Reads a split-sampling attribute value; a missing or unreadable one means every hit (1). */
export function parseSplit(value: string | null): number {
  if (value === null || value.trim() === '') return 1;
  const ratio = Number(value);
  return Number.isFinite(ratio) ? Math.max(0, Math.min(1, ratio)) : 1;
}
