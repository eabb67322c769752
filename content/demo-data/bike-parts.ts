import { createRandom, pick, randomFloat, randomInt } from './random';

/**
 * The stock of a made-up bicycle workshop, for the inventory Data Grid demo: parts with what is on the
 * shelf, the level at which to reorder, and their unit cost. Seeded, so every render starts from the same stock.
 */

/** Where a part stands against its reorder level. */
export type StockStatus = 'in-stock' | 'low' | 'out';

export interface BikePart {
  id: number;
  sku: string;
  part: string;
  category: string;
  supplier: string;
  /** Units on the shelf. */
  onHand: number;
  /** At or below this many units the part should be reordered. */
  reorderAt: number;
  /** Purchase price of one unit, in euros. */
  unitCost: number;
}

export const stockStatusLabels: Record<StockStatus, string> = {
  'in-stock': 'In stock',
  low: 'Reorder soon',
  out: 'Out of stock',
};

const catalogue: ReadonlyArray<{ category: string; parts: readonly string[]; cost: [number, number] }> = [
  {
    category: 'Drivetrain',
    parts: ['11-speed chain', 'Cassette 11–34', 'Chainring 40T', 'Rear derailleur'],
    cost: [18, 95],
  },
  {
    category: 'Brakes',
    parts: ['Disc pads (resin)', 'Rotor 160 mm', 'Brake cable set', 'Hydraulic hose kit'],
    cost: [6, 42],
  },
  {
    category: 'Wheels',
    parts: ['Inner tube 700×28c', 'Tubeless valve pair', 'Rim tape 21 mm', 'Spoke 282 mm'],
    cost: [1, 14],
  },
  { category: 'Cockpit', parts: ['Bar tape (cork)', 'Lock-on grips', 'Stem 90 mm', 'Headset bearings'], cost: [9, 48] },
  {
    category: 'Workshop',
    parts: ['Chain lube 100 ml', 'Degreaser 1 l', 'Assembly grease', 'Patch kit'],
    cost: [3, 16],
  },
];

const suppliers = ['Velotrade', 'Northgear', 'Cycle Depot', 'Rotary Parts'] as const;

/** Every part of the workshop's catalogue, with seeded stock levels: a few already low or gone. */
export function createBikeParts(seed = 1): BikePart[] {
  const random = createRandom(seed);
  const rows: BikePart[] = [];
  for (const { category, parts, cost } of catalogue) {
    for (const part of parts) {
      const reorderAt = randomInt(random, 2, 12);
      // Every seventh part has run out; about a quarter of the rest are at or below their reorder level.
      const onHand =
        rows.length % 7 === 3
          ? 0
          : random() < 0.25
            ? randomInt(random, 1, reorderAt)
            : randomInt(random, reorderAt + 1, 60);
      rows.push({
        id: rows.length + 1,
        sku: `${category.slice(0, 3).toUpperCase()}-${String(100 + rows.length * 7)}`,
        part,
        category,
        supplier: pick(random, suppliers),
        onHand,
        reorderAt,
        unitCost: randomFloat(random, cost[0], cost[1]),
      });
    }
  }
  return rows;
}

/** The categories, for a single-select column. */
export const bikePartCategories: string[] = catalogue.map((entry) => entry.category);

/** A part's status: none left, at or below its reorder level, or comfortably stocked. */
export function stockStatus(part: Pick<BikePart, 'onHand' | 'reorderAt'>): StockStatus {
  if (part.onHand <= 0) return 'out';
  return part.onHand <= part.reorderAt ? 'low' : 'in-stock';
}

/** What the stock of one part is worth at cost, in euros (rounded to the cent). */
export function stockValue(part: Pick<BikePart, 'onHand' | 'unitCost'>): number {
  return Math.round(part.onHand * part.unitCost * 100) / 100;
}

/** Figures for the summary cards above the grid. */
export function summarizeInventory(parts: readonly BikePart[]) {
  return {
    parts: parts.length,
    units: parts.reduce((sum, part) => sum + part.onHand, 0),
    value: Math.round(parts.reduce((sum, part) => sum + stockValue(part), 0) * 100) / 100,
    low: parts.filter((part) => stockStatus(part) === 'low').length,
    out: parts.filter((part) => stockStatus(part) === 'out').length,
  };
}

/**
 * Why an edited part cannot be saved, or null when it can: counts are whole numbers from 0, costs positive.
 * The grid's `processRowUpdate` throws this message to reject the edit.
 */
export function partUpdateProblem(part: BikePart): string | null {
  if (!Number.isInteger(part.onHand) || part.onHand < 0)
    return `${part.part}: units on hand must be a whole number from 0.`;
  if (!Number.isInteger(part.reorderAt) || part.reorderAt < 0)
    return `${part.part}: the reorder level must be a whole number from 0.`;
  if (!(part.unitCost > 0)) return `${part.part}: the unit cost must be more than 0.`;
  return null;
}
