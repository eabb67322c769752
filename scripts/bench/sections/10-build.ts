/** API generation and full build time of the real site. Leaves a fresh out/ for later sections. */
import { spawnSync } from 'node:child_process';
import { seconds } from '../format';
import type { BenchSectionRunner } from '../types';

const run: BenchSectionRunner = async () => {
  const apiStarted = performance.now();
  const api = spawnSync('npx', ['tsx', 'scripts/api/generate.ts'], { stdio: 'ignore' });
  const apiSeconds = (performance.now() - apiStarted) / 1000;
  if (api.status !== 0) throw new Error('API generation failed: run `npm run api:generate` to see why');

  const started = performance.now();
  const build = spawnSync('npx', ['tsx', 'scripts/build.ts'], { stdio: 'ignore' });
  const buildSeconds = (performance.now() - started) / 1000;
  if (build.status !== 0) throw new Error('build failed: run `npm run build` to see why');

  return {
    title: 'Build of the real site',
    columns: ['figure', 'value'],
    rows: [
      ['API generation, all four products (target < 30 s)', seconds(apiSeconds)],
      ['build (content check, bundle, prerender; target < 5 min)', seconds(buildSeconds)],
    ],
    json: { apiSeconds, buildSeconds },
  };
};
export default run;
