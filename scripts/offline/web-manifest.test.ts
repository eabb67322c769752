import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { iconSvg, renderIcon } from './icons';
import { ICONS, webManifest } from './web-manifest';

/** Width, height and the first pixel's colour of a rendered RGBA PNG. */
function inspectPng(png: Buffer) {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const idat: Buffer[] = [];
  for (let offset = 8; offset < png.length;) {
    const length = png.readUInt32BE(offset);
    if (png.toString('ascii', offset + 4, offset + 8) === 'IDAT')
      idat.push(png.subarray(offset + 8, offset + 8 + length));
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  return { width, height, corner: [...raw.subarray(1, 5)] };
}

describe('web app manifest and icons', () => {
  it('is scoped to /x/ and lists an any and a maskable icon', () => {
    const manifest = webManifest();
    expect([manifest.start_url, manifest.scope]).toEqual(['/x/', '/x/']);
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
  });

  it('renders PNGs of the listed sizes; the maskable one fills its corners, the plain one keeps them round', () => {
    for (const icon of ICONS) {
      const { width, height, corner } = inspectPng(renderIcon(icon.size, icon.maskable));
      expect([width, height]).toEqual([icon.size, icon.size]);
      // RGBA of the top-left pixel: brand blue when maskable (full bleed), transparent outside the rounded corner.
      expect(corner[3]).toBe(icon.maskable ? 255 : 0);
    }
    expect(iconSvg(true)).toContain('scale(0.7)');
  });
});
