/** API generation, then a cold and a warm build of the real site. Leaves a fresh out/ for later sections. */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { seconds } from '../format';
import { timedBuild } from '../timed-build';
import type { BenchSectionRunner } from '../types';

const megabytes = (value: number | undefined) => (value === undefined ? 'n/a' : `${Math.round(value)} MB`);

const run: BenchSectionRunner = async () => {
  const apiStarted = performance.now();
  const api = spawnSync('npx', ['tsx', 'scripts/api/generate.ts'], { stdio: 'ignore' });
  const apiSeconds = (performance.now() - apiStarted) / 1000;
  if (api.status !== 0) throw new Error('API generation failed: run `npm run api:generate` to see why');

  // Cold: nothing left from an earlier build (bundles, prerendered pages). Warm: the same build again.
  for (const dir of ['out', 'build']) rmSync(dir, { recursive: true, force: true });
  const cold = timedBuild();
  const warm = timedBuild();

  return {
    title: 'Build of the real site',
    columns: ['figure', 'value'],
    rows: [
      ['API generation, all four products (target < 30 s)', seconds(apiSeconds)],
      ['cold build (content check, bundle, prerender; target < 5 min)', seconds(cold.seconds)],
      ['warm build', seconds(warm.seconds)],
      ['pages written (both languages, API pages, 404)', cold.pages],
      ['build time per page (cold)', `${((cold.seconds / cold.pages) * 1000).toFixed(0)} ms`],
      ['peak memory (largest build process)', megabytes(Math.max(cold.peakMemoryMb ?? 0, warm.peakMemoryMb ?? 0))],
    ],
    json: { apiSeconds, cold, warm, buildSeconds: cold.seconds },
  };
};
export default run;
