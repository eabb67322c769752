import { cpSync, existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/**
 * React Router writes pages under build/client/x/ (the basename) but assets under build/client/.
 * The site is served from `out/` as the `/x/` root, so both are merged there, and the prerendered
 * 404 page becomes out/404.html for the static server.
 */
export function layoutOut(buildDir = 'build/client', outDir = 'out'): void {
  rmSync(outDir, { recursive: true, force: true });
  cpSync(join(buildDir, 'x'), outDir, { recursive: true });
  for (const entry of readdirSync(buildDir)) {
    if (entry === 'x' || entry === '__spa-fallback.html' || entry === 'index.html') continue;
    cpSync(join(buildDir, entry), join(outDir, entry), { recursive: true });
  }
  const notFound = join(outDir, '404', 'index.html');
  if (!existsSync(notFound)) throw new Error(`${notFound} is missing: the 404 page was not prerendered.`);
  renameSync(notFound, join(outDir, '404.html'));
  rmSync(join(outDir, '404'), { recursive: true, force: true });
  rmSync(join(outDir, '404.data'), { force: true });
}
