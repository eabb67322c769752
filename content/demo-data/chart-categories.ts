import { createRandom, randomFloat } from './random';

/** Product lines of a made-up outdoor-gear shop, for category axes and pie slices. */
export const productLines = ['Tents', 'Backpacks', 'Footwear', 'Jackets', 'Cookware', 'Climbing'] as const;

/** Sales channels, for stacked or grouped bars. */
export const salesChannels = ['Online', 'Retail', 'Wholesale'] as const;

/**
 * One row per category with a value per series, for the `dataset` prop of bar charts:
 * `{ category: 'Tents', Online: 420, Retail: 310 }`. Categories differ in size (some sell more
 * across the board) so stacked bars look realistic.
 * @param categories @default productLines
 * @param series @default salesChannels
 * @param seed @default 12
 * @param scale Typical size of one value. @default 400
 */
export function createCategoryDataset({
  categories = productLines,
  series = salesChannels,
  seed = 12,
  scale = 400,
}: { categories?: readonly string[]; series?: readonly string[]; seed?: number; scale?: number } = {}): ({
  category: string;
} & Record<string, number>)[] {
  const random = createRandom(seed);
  const seriesWeight = series.map(() => randomFloat(random, 0.4, 1.2));
  return categories.map((category) => {
    const popularity = randomFloat(random, 0.3, 1.5);
    const row: { category: string } & Record<string, number> = { category } as never;
    series.forEach((name, index) => {
      row[name] = Math.round(scale * popularity * seriesWeight[index]! * randomFloat(random, 0.8, 1.2));
    });
    return row;
  });
}

/** A pie slice as the pie chart reads it. */
export type ShareSlice = { id: number; label: string; value: number };

/**
 * Shares of a whole in percent that add up to exactly 100, largest first, for pie charts.
 * @param labels @default productLines
 * @param seed @default 4
 */
export function createShares(labels: readonly string[] = productLines, seed = 4): ShareSlice[] {
  const random = createRandom(seed);
  // Squared weights spread the shares out: a few big slices and a tail of small ones.
  const weights = labels.map(() => (0.2 + random()) ** 2);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const slices = labels.map((label, index) => ({ label, value: Math.round((weights[index]! / total) * 1000) / 10 }));
  slices.sort((a, b) => b.value - a.value);
  const drift = Math.round((100 - slices.reduce((sum, slice) => sum + slice.value, 0)) * 10) / 10;
  slices[0]!.value = Math.round((slices[0]!.value + drift) * 10) / 10;
  return slices.map((slice, id) => ({ id, ...slice }));
}
