import { Resvg } from '@resvg/resvg-js';

/** The site logo's drawing (public/favicon.svg) without its rounded background, on a 28-unit grid. */
const MARK = '<path d="M8 8 20 20M20 8 8 20" stroke="#fff" stroke-width="3.2" stroke-linecap="round"/>';
/** Brand blue of the logo. */
export const BRAND_COLOR = '#1a5fd0';

/**
 * The logo as SVG: `maskable` fills the whole square and keeps the mark inside the central 80 % safe zone, so
 * launchers may crop it to any shape; the plain icon keeps the logo's rounded corners.
 */
export function iconSvg(maskable: boolean): string {
  const background = maskable
    ? `<rect width="28" height="28" fill="${BRAND_COLOR}"/>`
    : `<rect width="28" height="28" rx="7" fill="${BRAND_COLOR}"/>`;
  const mark = maskable ? `<g transform="translate(4.2 4.2) scale(0.7)">${MARK}</g>` : MARK;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 28 28">${background}${mark}</svg>`;
}

/** Renders the logo to a square PNG of `size` pixels. */
export function renderIcon(size: number, maskable = false): Buffer {
  return new Resvg(iconSvg(maskable), { fitTo: { mode: 'width', value: size } }).render().asPng();
}
