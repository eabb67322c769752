import type { Palette } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { getContrastRatio } from './color';
import { createDocsTheme, docsTheme, docsThemeStyleSheets } from './create-docs-theme';
import { assertPaletteColor, darkPalette, lightPalette } from './palette';
import { CASCADE_LAYER_STATEMENT } from './theme-constants';

describe('createDocsTheme', () => {
  const theme = createDocsTheme();

  it('uses the constants of SPEC §9', () => {
    expect(theme.breakpoints.values).toEqual({ xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 });
    expect(theme.shape.borderRadius).toBe(12);
    expect(theme.spacing(1)).toBe('var(--mui-spacing, 8px)');
    expect(theme.spacing(3)).toBe('calc(3 * var(--mui-spacing, 8px))');
    expect(theme.zIndex).toMatchObject({
      mobileStepper: 1000,
      fab: 1050,
      speedDial: 1050,
      appBar: 1100,
      drawer: 1200,
      modal: 1300,
      snackbar: 1400,
      tooltip: 1500,
    });
    expect(theme.palette.contrastThreshold).toBe(3);
    expect(theme.palette.tonalOffset).toBe(0.2);
    expect(CASCADE_LAYER_STATEMENT).toBe('@layer theme, docsearch, mui, utilities;');
  });

  it('has light and dark schemes, the dark one near hsl(210, 14%, 7%)', () => {
    const schemes = (theme as unknown as { colorSchemes: Record<string, { palette: Palette }> }).colorSchemes;
    expect(schemes.light?.palette.background.default).toBe('#fff');
    expect(schemes.dark?.palette.background.default).toBe('hsl(210, 14%, 7%)');
  });

  it('keeps body text and links readable (WCAG AA, 4.5:1) in both schemes', () => {
    for (const palette of [lightPalette, darkPalette]) {
      expect(getContrastRatio(palette.text.primary, palette.background.default)).toBeGreaterThan(4.5);
      expect(getContrastRatio(palette.text.secondary, palette.background.default)).toBeGreaterThan(4.5);
      expect(getContrastRatio(palette.primary.main, palette.background.default)).toBeGreaterThan(4.5);
    }
  });

  it('raises a theme error when a palette colour has no string main', () => {
    const broken = { ...lightPalette, primary: { light: '#fff' } } as unknown as typeof lightPalette;
    expect(() => createDocsTheme({ light: broken })).toThrow(
      "Theme error: palette.light.primary.main must be a string, but it is missing. Give palette.light.primary a main colour, e.g. { main: '#1a5fd0' }.",
    );
    expect(() => assertPaletteColor('secondary', { main: 42 })).toThrow(
      'Theme error: palette.secondary.main must be a string, but it is number.',
    );
  });

  it('rejects a main colour the parser does not understand', () => {
    expect(() => assertPaletteColor('primary', { main: 'lab(50% 40 59)' })).toThrow('Unsupported colour format');
  });

  it('is made once per text direction and shared, with its CSS variables', () => {
    expect(docsTheme('rtl')).toBe(docsTheme('rtl'));
    expect(docsTheme('rtl').direction).toBe('rtl');
    expect(docsTheme('ltr').direction).toBe('ltr');
    expect(docsThemeStyleSheets(docsTheme('ltr'))).toBe(docsThemeStyleSheets(docsTheme('ltr')));
    expect(JSON.stringify(docsThemeStyleSheets(docsTheme('ltr')))).toContain('--mui-palette-primary-main');
  });
});
