/**
 * `npm run bench`: prints figures (never fails on timing). API generation and build time of the real site, then the
 * first-load weight of one page of each type. Results also go to bench-results/bench.json.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { measurePage } from './page-weight';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const apiStarted = performance.now();
const api = spawnSync('npx', ['tsx', 'scripts/api/generate.ts'], { stdio: 'ignore' });
const apiSeconds = (performance.now() - apiStarted) / 1000;
if (api.status !== 0) {
  console.error('API generation failed: run `npm run api:generate` to see why');
  process.exit(1);
}

const started = performance.now();
const build = spawnSync('npx', ['tsx', 'scripts/build.ts'], { stdio: 'ignore' });
const buildSeconds = (performance.now() - started) / 1000;
if (build.status !== 0) {
  console.error('build failed: run `npm run build` to see why');
  process.exit(1);
}

const pages = {
  home: '/x/',
  prose: '/x/introduction/licensing/',
  'tree view demo': '/x/react-tree-view/rich-tree-view/items/',
  'data grid demo': '/x/react-data-grid/',
  'API page (largest)': '/x/api/data-grid/data-grid-premium/',
  'API page (typical)': '/x/api/tree-view/rich-tree-view/',
};
const weights = Object.fromEntries(
  Object.entries(pages).map(([name, path]) => [name, { path, ...measurePage('out', path) }]),
);

console.log('\n| figure | value |\n| --- | --: |');
console.log(`| API generation, all four products (target < 30 s) | ${apiSeconds.toFixed(1)} s |`);
console.log(`| build (content check, bundle, prerender) | ${buildSeconds.toFixed(1)} s |`);
console.log('\n| page | path | HTML gz | CSS gz | first-load JS gz |\n| --- | --- | --: | --: | --: |');
for (const [name, weight] of Object.entries(weights)) {
  console.log(`| ${name} | ${weight.path} | ${kb(weight.html)} | ${kb(weight.css)} | ${kb(weight.js)} |`);
}
mkdirSync('bench-results', { recursive: true });
writeFileSync(
  'bench-results/bench.json',
  JSON.stringify({ date: new Date().toISOString(), apiSeconds, buildSeconds, weights }, null, 2),
);
console.log('\nwritten to bench-results/bench.json');
