import { THEME_COLORS } from '../../src/theme/theme-constants';
import { BRAND_COLOR } from './icons';

/** The icons the manifest lists, written to out/icons/. */
export const ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
] as const;

/** out/manifest.webmanifest: installable as an app scoped to /x/. */
export function webManifest() {
  return {
    name: 'X Docs',
    short_name: 'X Docs',
    description:
      'Documentation for the MUI X component libraries: Data Grid, Date and Time Pickers, Charts, Tree View.',
    id: '/x/',
    start_url: '/x/',
    scope: '/x/',
    display: 'standalone',
    lang: 'en',
    dir: 'ltr',
    background_color: THEME_COLORS.light,
    theme_color: BRAND_COLOR,
    icons: ICONS.map((icon) => ({
      src: `/x/icons/${icon.file}`,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.maskable ? 'maskable' : 'any',
    })),
  };
}
