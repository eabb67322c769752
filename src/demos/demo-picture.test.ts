import { describe, expect, it } from 'vitest';
import { skeletonOf } from './demo-picture';

const load = () => Promise.resolve({});

describe('skeletonOf', () => {
  it('gives a grid skeleton to a demo that imports any Data Grid package', () => {
    expect(skeletonOf({ '@mui/x-data-grid': load, react: load })).toBe('grid');
    expect(skeletonOf({ '@mui/x-data-grid-premium': load })).toBe('grid');
  });

  it('gives none to other demos, nor to a demo whose imports are unknown', () => {
    expect(skeletonOf({ '@mui/x-charts/BarChart': load, './grid-data': load })).toBeUndefined();
    expect(skeletonOf(undefined)).toBeUndefined();
  });
});
