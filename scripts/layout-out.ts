import { cpSync, existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/**
 * React Router writes pages under build/client/x/ (the basename) but assets under build/client/.
 * The site is served from `out/` as the `/x/` root, so both are merged there, and the prerendered
 * 404 pages become out/404.html and, for unknown paths under /x/zh/, out/zh/404.html.
 */
export function layoutOut(buildDir = 'build/client', outDir = 'out'): void {
  rmSync(outDir, { recursive: true, force: true });
  cpSync(join(buildDir, 'x'), outDir, { recursive: true });
  for (const entry of readdirSync(buildDir)) {
    if (entry === 'x' || entry === '__spa-fallback.html' || entry === 'index.html') continue;
    cpSync(join(buildDir, entry), join(outDir, entry), { recursive: true });
  }
  for (const folder of [outDir, join(outDir, 'zh')]) {
    const notFound = join(folder, '404', 'index.html');
    if (!existsSync(notFound)) throw new Error(`${notFound} is missing: the 404 page was not prerendered.`);
    renameSync(notFound, join(folder, '404.html'));
    rmSync(join(folder, '404'), { recursive: true, force: true });
    rmSync(join(folder, '404.data'), { force: true });
  }
}
