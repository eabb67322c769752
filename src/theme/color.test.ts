import { describe, expect, it } from 'vitest';
import { decomposeColor, getContrastRatio } from './color';

describe('decomposeColor', () => {
  it.each([
    ['#fff', { type: 'rgb', values: [255, 255, 255] }],
    ['#1a5fd0', { type: 'rgb', values: [26, 95, 208] }],
    ['#00000080', { type: 'rgba', values: [0, 0, 0, 0.502] }],
    ['rgb(1, 2, 3)', { type: 'rgb', values: [1, 2, 3] }],
    ['rgba(1, 2, 3, 0.5)', { type: 'rgba', values: [1, 2, 3, 0.5] }],
    ['hsl(210, 14%, 7%)', { type: 'hsl', values: [210, 14, 7] }],
    ['hsla(210 14% 7% / 0.4)', { type: 'hsla', values: [210, 14, 7, 0.4] }],
    ['color(display-p3 0.1 0.2 0.3)', { type: 'color', values: [0.1, 0.2, 0.3], colorSpace: 'display-p3' }],
  ])('parses %s', (input, expected) => {
    expect(decomposeColor(input)).toEqual(expected);
  });

  it('throws on an unsupported format, naming it and the accepted ones', () => {
    expect(() => decomposeColor('oklch(70% 0.1 200)')).toThrow(
      'Unsupported colour format "oklch(70% 0.1 200)". Use #nnn, #nnnnnn, rgb(), rgba(), hsl(), hsla() or color().',
    );
    expect(() => decomposeColor('blue')).toThrow('Unsupported colour format "blue"');
    expect(() => decomposeColor('#12345')).toThrow('a hex colour has 3, 4, 6 or 8 hex digits');
  });

  it('throws on an unsupported colour space', () => {
    expect(() => decomposeColor('color(xyz 0.1 0.2 0.3)')).toThrow(
      'Unsupported colour space "xyz" in "color(xyz 0.1 0.2 0.3)". Use one of srgb, display-p3, a98-rgb, prophoto-rgb, rec-2020.',
    );
  });
});

describe('getContrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(getContrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(getContrastRatio('#1a5fd0', '#1a5fd0')).toBe(1);
  });
});
