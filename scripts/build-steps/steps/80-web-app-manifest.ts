/** Web app manifest and PNG icons rendered from the logo, so the site is installable. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderIcon } from '../../offline/icons';
import { ICONS, webManifest } from '../../offline/web-manifest';
import type { BuildStep } from '../types';

const webAppManifest: BuildStep = ({ outDir }) => {
  mkdirSync(join(outDir, 'icons'), { recursive: true });
  for (const icon of ICONS) writeFileSync(join(outDir, 'icons', icon.file), renderIcon(icon.size, icon.maskable));
  writeFileSync(join(outDir, 'manifest.webmanifest'), `${JSON.stringify(webManifest(), null, 2)}\n`);
};
export default webAppManifest;
