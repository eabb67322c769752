import { describe, expect, it } from 'vitest';
import { createCategoryDataset, createShares, productLines, salesChannels } from './chart-categories';
import { createEnergyFlows, createLayeredFlows, createVisitorFlows } from './chart-flows';
import { createBudgetHierarchy, flattenHierarchy, type HierarchyNode } from './chart-hierarchy';
import { createCorrelatedPoints, createScatterClusters } from './chart-scatter';
import { createMonthlySeries, createTimeSeries, createTimeSeriesDataset } from './chart-time-series';

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

function correlation(points: { x: number; y: number }[]): number {
  const mx = mean(points.map((point) => point.x));
  const my = mean(points.map((point) => point.y));
  const cov = mean(points.map((point) => (point.x - mx) * (point.y - my)));
  const sx = Math.sqrt(mean(points.map((point) => (point.x - mx) ** 2)));
  const sy = Math.sqrt(mean(points.map((point) => (point.y - my) ** 2)));
  return cov / (sx * sy);
}

describe('time series', () => {
  it('is seeded: same seed, same points; another seed, other points', () => {
    expect(createTimeSeries({ seed: 3 })).toEqual(createTimeSeries({ seed: 3 }));
    expect(createTimeSeries({ seed: 3 })).not.toEqual(createTimeSeries({ seed: 4 }));
  });

  it('has consecutive local-midnight dates, a trend, a weekly and a yearly season', () => {
    const points = createTimeSeries({ count: 730, trend: 0.2, noise: 2 });
    expect(points[1]!.date.getTime() - points[0]!.date.getTime()).toBeGreaterThanOrEqual(23 * 3_600_000);
    expect(points.every((point) => point.date.getHours() === 0 && point.value >= 0)).toBe(true);
    const byMonth = (year: number, month: number) =>
      mean(points.filter((p) => p.date.getFullYear() === year && p.date.getMonth() === month).map((p) => p.value));
    expect(byMonth(2024, 6)).toBeGreaterThan(byMonth(2024, 0) + 20); // summer above winter
    expect(byMonth(2025, 0)).toBeGreaterThan(byMonth(2024, 0) + 40); // a year of trend
    const weekend = mean(points.filter((p) => [0, 6].includes(p.date.getDay())).map((p) => p.value));
    const weekdays = mean(points.filter((p) => ![0, 6].includes(p.date.getDay())).map((p) => p.value));
    expect(weekdays).toBeGreaterThan(weekend + 8);
  });

  it('builds monthly series and multi-series dataset rows', () => {
    const months = createMonthlySeries({ months: 24 });
    expect(months.map((point) => point.date.getDate())).toEqual(Array(24).fill(1));
    const rows = createTimeSeriesDataset({ visitors: { base: 500 }, signups: { base: 20, noise: 1 } }, { count: 30 });
    expect(rows).toHaveLength(30);
    expect(Object.keys(rows[0]!)).toEqual(['date', 'visitors', 'signups']);
    expect(mean(rows.map((row) => row.visitors))).toBeGreaterThan(mean(rows.map((row) => row.signups)) * 10);
  });
});

describe('categories', () => {
  it('gives one row per category with a whole number per series', () => {
    const rows = createCategoryDataset();
    expect(rows.map((row) => row.category)).toEqual([...productLines]);
    for (const row of rows) for (const channel of salesChannels) expect(Number.isInteger(row[channel])).toBe(true);
    expect(createCategoryDataset({ seed: 1 })).not.toEqual(rows);
  });

  it('gives shares that add up to exactly 100, largest first', () => {
    const shares = createShares();
    expect(Math.round(shares.reduce((sum, slice) => sum + slice.value, 0) * 10) / 10).toBe(100);
    expect(shares.map((slice) => slice.value)).toEqual([...shares.map((slice) => slice.value)].sort((a, b) => b - a));
    expect(new Set(shares.map((slice) => slice.id)).size).toBe(productLines.length);
  });
});

describe('scatter', () => {
  it('puts each cluster around its own centre, with unique ids', () => {
    const centres = [
      { x: 0, y: 0 },
      { x: 10, y: 10 },
      { x: 0, y: 12, spread: 0.5, count: 30 },
    ];
    const clusters = createScatterClusters(centres);
    expect(clusters.map((points) => points.length)).toEqual([50, 50, 30]);
    clusters.forEach((points, index) => {
      expect(Math.abs(mean(points.map((point) => point.x)) - centres[index]!.x)).toBeLessThan(0.6);
      expect(Math.abs(mean(points.map((point) => point.y)) - centres[index]!.y)).toBeLessThan(0.6);
    });
    expect(new Set(clusters.flat().map((point) => point.id)).size).toBe(130);
  });

  it('correlates x and y with the sign of the slope, weaker with more noise', () => {
    expect(correlation(createCorrelatedPoints({ slope: 0.8, noise: 4 }))).toBeGreaterThan(0.9);
    expect(correlation(createCorrelatedPoints({ slope: -0.8, noise: 4 }))).toBeLessThan(-0.9);
    const loose = correlation(createCorrelatedPoints({ slope: 0.8, noise: 20 }));
    expect(loose).toBeGreaterThan(0.2);
    expect(loose).toBeLessThan(0.8);
  });
});

describe('hierarchy', () => {
  it('sums children into parents at every level and has unique ids', () => {
    const check = (node: HierarchyNode) => {
      if (!node.children) return;
      expect(node.value).toBe(node.children.reduce((sum, child) => sum + child.value, 0));
      node.children.forEach(check);
    };
    const budget = createBudgetHierarchy();
    budget.forEach(check);
    const flat = flattenHierarchy(budget);
    expect(new Set(flat.map((node) => node.id)).size).toBe(flat.length);
    expect(Math.max(...flat.map((node) => node.depth))).toBe(2);
    expect(createBudgetHierarchy(22)).not.toEqual(budget);
  });
});

describe('flows', () => {
  it.each([
    ['energy', createEnergyFlows()],
    ['visitors', createVisitorFlows()],
  ])('%s: links join known nodes forwards, and middle nodes pass on what they receive', (_name, data) => {
    const ids = new Set(data.nodes!.map((node) => node.id));
    expect(data.links.every((link) => ids.has(link.source) && ids.has(link.target) && link.value > 0)).toBe(true);
    const total = (key: 'source' | 'target', id: string | number) =>
      data.links.filter((link) => link[key] === id).reduce((sum, link) => sum + link.value, 0);
    const middle = [...ids].filter((id) => total('source', id) > 0 && total('target', id) > 0);
    expect(middle.length).toBeGreaterThan(1);
    for (const id of middle) expect(total('source', id)).toBe(total('target', id));
  });

  it('never links backwards or within a layer, so the graph has no cycles', () => {
    const layers = [['a', 'b'], ['c', 'd', 'e'], ['f']];
    const { links } = createLayeredFlows({ layers, sparsity: 0.5, seed: 2 });
    const layerOf = (id: string) => layers.findIndex((layer) => layer.includes(id));
    expect(links.every((link) => layerOf(link.target) === layerOf(link.source) + 1)).toBe(true);
    expect(createLayeredFlows({ layers, seed: 2 })).toEqual(createLayeredFlows({ layers, seed: 2 }));
  });
});
