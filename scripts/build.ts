/** `npm run build`: validates content, prerenders every page, and writes the static site to out/. */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { buildOriginProblem, buildSettings, DEPLOY_FLAG, isDeployBuild } from './build-settings';
import { BUILD_STAMP } from './build-freshness';
import { runBuildSteps } from './build-steps/run';
import { contentRootProblem, getContentRoot } from '../src/engine/content-files';
import { layoutOut } from './layout-out';
import { LOCAL_ORIGIN } from '../src/engine/publishing/urls';

const started = Date.now();
const rootProblem = contentRootProblem();
if (rootProblem) {
  console.error(`Build failed: ${rootProblem}.`);
  process.exit(1);
}
const originProblem = buildOriginProblem();
if (originProblem) {
  console.error(`Build failed: ${originProblem}`);
  process.exit(1);
}
if (!isDeployBuild() && !process.env.XDOCS_PUBLIC_SITE_ORIGIN && !process.env.XDOCS_PUBLIC_PRODUCTION_HOST) {
  console.log(
    `Local build: absolute URLs use ${LOCAL_ORIGIN}. For a build to deploy, see docs/deployment.md (${DEPLOY_FLAG}=1).`,
  );
}
/** Seconds each phase took, printed at the end for `npm run bench` (docs/benchmarks.md "Running the benchmark"). */
const phases: [string, number][] = [];
let phaseStarted = started;
const endPhase = (name: string) => {
  phases.push([name, (Date.now() - phaseStarted) / 1000]);
  phaseStarted = Date.now();
};
const api = spawnSync('npx', ['tsx', 'scripts/api/generate.ts', '--if-stale'], { stdio: 'inherit' });
if (api.status !== 0) process.exit(api.status ?? 1);
endPhase('api');
const result = spawnSync('npx', ['react-router', 'build'], {
  stdio: 'inherit',
  env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
});
if (result.status !== 0) {
  console.error('\nBuild failed: see the messages above (content errors name file:line and the fix).');
  process.exit(result.status ?? 1);
}
endPhase('react-router build');
layoutOut();
endPhase('layout');
try {
  await runBuildSteps({ outDir: 'out', contentRoot: getContentRoot() });
  endPhase('post-build steps');
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
// Written last: `npm start` treats out/ as up to date only after a build that finished every step.
writeFileSync(BUILD_STAMP, buildSettings());
console.log(`\nBuild phases: ${phases.map(([name, time]) => `${name} ${time.toFixed(1)} s`).join(', ')}`);
console.log(`\nStatic site written to out/ (served at /x/) in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
