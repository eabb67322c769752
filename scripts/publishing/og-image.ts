import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';

/** Size of every social image (the Open Graph and Twitter large-card ratio). */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

type Node = { type: string; props: Record<string, unknown> & { children?: unknown } };

const h = (
  type: string,
  style: Record<string, unknown>,
  children?: unknown,
  extra: Record<string, unknown> = {},
): Node => ({
  type,
  props: { style, children, ...extra },
});

// Inter from @fontsource ships WOFF (satori reads ttf, otf and woff, not woff2).
const fontDir = join(process.cwd(), 'node_modules', '@fontsource', 'inter', 'files');
let fonts: { name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[] | undefined;
function loadFonts() {
  fonts ??= [
    { name: 'Inter', data: readFileSync(join(fontDir, 'inter-latin-400-normal.woff')), weight: 400, style: 'normal' },
    { name: 'Inter', data: readFileSync(join(fontDir, 'inter-latin-700-normal.woff')), weight: 700, style: 'normal' },
  ];
  return fonts;
}

/** The X Docs mark as drawn in the header (src/shell/logo.tsx), in white on the image's blue. */
function logo(): Node {
  return h(
    'svg',
    { width: 72, height: 72 },
    [
      h('rect', {}, undefined, { width: 28, height: 28, rx: 7, fill: '#ffffff', opacity: 0.18 }),
      h('path', {}, undefined, {
        d: 'M8 8 20 20M20 8 8 20',
        stroke: '#ffffff',
        strokeWidth: 3.2,
        strokeLinecap: 'round',
      }),
    ],
    { viewBox: '0 0 28 28', width: 72, height: 72 },
  );
}

/** A 1200×630 PNG with the page title, its product (or section) and the X Docs mark. */
export async function renderOgImage(title: string, product: string): Promise<Buffer> {
  const tree = h(
    'div',
    {
      width: '100%',
      height: '100%',
      display: 'flex',
      flexDirection: 'column',
      gap: 150,
      padding: 72,
      // A flat colour: a gradient made every PNG about four times larger.
      background: '#0b3d91',
      color: '#ffffff',
      fontFamily: 'Inter',
    },
    [
      h('div', { display: 'flex', alignItems: 'center', gap: 24 }, [
        logo(),
        h('div', { fontSize: 40, fontWeight: 700 }, 'X Docs'),
      ]),
      h('div', { display: 'flex', flexDirection: 'column', gap: 20, width: OG_WIDTH - 144 }, [
        h('div', { fontSize: 34, opacity: 0.85 }, product),
        h(
          'div',
          { fontSize: title.length > 40 ? 64 : 80, fontWeight: 700, lineHeight: 1.1, width: OG_WIDTH - 144 },
          title,
        ),
      ]),
    ],
  );
  // satori takes React elements; plain { type, props } objects are what JSX would produce, without React here.
  const svg = await satori(tree as unknown as Parameters<typeof satori>[0], {
    width: OG_WIDTH,
    height: OG_HEIGHT,
    fonts: loadFonts(),
  });
  return new Resvg(svg, { fitTo: { mode: 'width', value: OG_WIDTH } }).render().asPng();
}
