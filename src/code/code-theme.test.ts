import { describe, expect, it } from 'vitest';
import { decomposeColor, getContrastRatio, hslToRgb } from '../theme/color';
import { CODE_PALETTES, TOKENS } from './code-theme';

/** An `hsl()`/`hsla()` colour as `rgb()`, with its alpha. */
function toRgb(color: string): { rgb: number[]; alpha: number } {
  const { type, values } = decomposeColor(color);
  return { rgb: type.startsWith('hsl') ? hslToRgb(values) : values.slice(0, 3), alpha: values[3] ?? 1 };
}

/** `overlay` painted over the opaque `base`, as `rgb()`. */
function over(overlay: string, base: string): string {
  const top = toRgb(overlay);
  const bottom = toRgb(base);
  const mixed = top.rgb.map((channel, index) => channel * top.alpha + bottom.rgb[index]! * (1 - top.alpha));
  return `rgb(${mixed.map((channel) => Math.round(channel)).join(', ')})`;
}

// The e2e axe sweep audits the highlighted text of code blocks on a fifth of the pages only (e2e/a11y.spec.ts): every
// code block takes its colours from these palettes, so each colour is checked here, on a plain and a highlighted line.
describe.each(['light', 'dark'] as const)('code colours in the %s scheme', (scheme) => {
  const palette = CODE_PALETTES[scheme];
  const backgrounds = { plain: palette.background, highlighted: over(palette.highlight, palette.background) };
  it.each(['foreground', 'muted', ...TOKENS] as const)('%s reaches 4.5:1 on plain and highlighted lines', (name) => {
    for (const [line, background] of Object.entries(backgrounds)) {
      expect(getContrastRatio(palette[name], background), `${name} on a ${line} line`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
