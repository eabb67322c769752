/** Whether out/ must be (re)built before it is served: shared by `npm start` and `npm test`. */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildSettings } from './build-settings';

/** Written by scripts/build.ts once every step has finished, holding the build-time settings it used. */
export const BUILD_STAMP = 'out/.build-stamp';
/** What a build reads: any of them newer than the stamp means out/ is stale. */
const SOURCES = ['content', 'src', 'scripts', 'package-lock.json', 'vite.config.ts', 'react-router.config.ts'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((entry) => newestMtime(join(path, entry))));
}

/**
 * Why out/ must be built for the build-time settings (XDOCS_PUBLIC_*) in `env`, as a line for the console, or null
 * when the last complete build used them and no source has changed since.
 */
export function whyRebuild(env: NodeJS.ProcessEnv = process.env, root = '.'): string | null {
  const stamp = join(root, BUILD_STAMP);
  if (!existsSync(stamp)) return 'No build yet: building…';
  if (readFileSync(stamp, 'utf8') !== buildSettings(env))
    return 'Build settings (XDOCS_PUBLIC_*) changed since the last build: rebuilding…';
  const stamped = statSync(stamp).mtimeMs;
  if (SOURCES.some((source) => newestMtime(join(root, source)) > stamped))
    return 'Sources changed since the last build: rebuilding…';
  return null;
}
