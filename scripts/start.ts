/** `npm start`: builds when out/ is missing or older than the sources, then serves it. */
import { spawnSync } from 'node:child_process';
import { whyRebuild } from './build-freshness';

const reason = whyRebuild();
if (reason) {
  console.log(reason);
  const result = spawnSync('npx', ['tsx', 'scripts/build.ts'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import('./serve');
