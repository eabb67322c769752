/** `npm start`: builds when out/ is missing or older than the sources, then serves it. */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildSettings } from './build-settings';

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((entry) => newestMtime(join(path, entry))));
}

const stamp = 'out/.build-stamp';
const sources = ['content', 'src', 'scripts', 'package-lock.json', 'vite.config.ts', 'react-router.config.ts'];
// The stamp holds the build-time settings (XDOCS_PUBLIC_*) out/ was built with: other settings mean a rebuild.
const settingsChanged = existsSync(stamp) && readFileSync(stamp, 'utf8') !== buildSettings();
const stale =
  !existsSync(stamp) || settingsChanged || sources.some((source) => newestMtime(source) > statSync(stamp).mtimeMs);
if (stale) {
  console.log(
    !existsSync(stamp)
      ? 'No build yet: building…'
      : settingsChanged
        ? 'Build settings (XDOCS_PUBLIC_*) changed since the last build: rebuilding…'
        : 'Sources changed since the last build: rebuilding…',
  );
  const result = spawnSync('npx', ['tsx', 'scripts/build.ts'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import('./serve');
