import { describe, expect, it } from 'vitest';
import {
  createBikeParts,
  partUpdateProblem,
  stockStatus,
  stockValue,
  summarizeInventory,
  type BikePart,
} from './bike-parts';

describe('bike parts inventory', () => {
  it('is the same for the same seed and has unique ids and SKUs', () => {
    const parts = createBikeParts(4);
    expect(parts).toEqual(createBikeParts(4));
    expect(new Set(parts.map((part) => part.id)).size).toBe(parts.length);
    expect(new Set(parts.map((part) => part.sku)).size).toBe(parts.length);
  });

  it('starts with every status present, so the status filter has something to show', () => {
    const statuses = new Set(createBikeParts(2026).map(stockStatus));
    expect(statuses).toEqual(new Set(['in-stock', 'low', 'out']));
  });

  it('derives the status from units on hand against the reorder level', () => {
    expect(stockStatus({ onHand: 0, reorderAt: 5 })).toBe('out');
    expect(stockStatus({ onHand: 5, reorderAt: 5 })).toBe('low');
    expect(stockStatus({ onHand: 6, reorderAt: 5 })).toBe('in-stock');
  });

  it('sums units, value at cost and counts low and empty parts', () => {
    const base = createBikeParts(1)[0]!;
    const parts: BikePart[] = [
      { ...base, id: 1, onHand: 10, reorderAt: 2, unitCost: 2.5 },
      { ...base, id: 2, onHand: 2, reorderAt: 4, unitCost: 10.1 },
      { ...base, id: 3, onHand: 0, reorderAt: 4, unitCost: 99 },
    ];
    expect(stockValue(parts[1]!)).toBe(20.2);
    expect(summarizeInventory(parts)).toEqual({ parts: 3, units: 12, value: 45.2, low: 1, out: 1 });
  });

  it('rejects negative or fractional counts and a cost of zero, naming the part', () => {
    const part = createBikeParts(1)[0]!;
    expect(partUpdateProblem({ ...part, onHand: 3, reorderAt: 1, unitCost: 4 })).toBeNull();
    expect(partUpdateProblem({ ...part, onHand: -1 })).toMatch(new RegExp(`^${part.part}: units on hand`));
    expect(partUpdateProblem({ ...part, onHand: 1, reorderAt: 2.5 })).toMatch(/reorder level/);
    expect(partUpdateProblem({ ...part, onHand: 1, reorderAt: 1, unitCost: 0 })).toMatch(/unit cost/);
  });
});
