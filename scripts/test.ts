/**
 * `npm test`: every test. The browser tests need the site built with their settings; that build runs beside the static
 * checks and unit tests instead of after them (tsc, ESLint, Prettier and Vitest's one worker here leave much of the
 * second core idle): 9.2 min for the three, against 12.8 min one after another. Its output is kept in a file and
 * printed once the checks have passed, so the two do not interleave. docs/benchmarks.md "CI time".
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { e2eBuildSettings } from '../playwright.config';
import { whyRebuild } from './build-freshness';

/** Runs a command in the foreground and returns its exit status. */
function run(command: string, args: string[]): number {
  return spawnSync(command, args, { stdio: 'inherit' }).status ?? 1;
}

/** Exits with `status`, stopping the background build first. */
function exit(status: number, build: ChildProcess | null): never {
  // exitCode can lag while a foreground check blocks the event loop: a group already gone is not an error.
  if (build?.pid && build.exitCode === null) {
    try {
      process.kill(-build.pid, 'SIGTERM');
    } catch {
      // the build had already ended
    }
  }
  process.exit(status);
}

// Both the checks and the build read the generated API reference: bring it up to date once, before they start.
const api = run('npx', ['tsx', 'scripts/api/generate.ts', '--if-stale']);
if (api !== 0) process.exit(api);

const buildEnv = { ...process.env, ...e2eBuildSettings };
const reason = whyRebuild(buildEnv);
let build: ChildProcess | null = null;
let buildLog = '';
let buildDone: Promise<number> = Promise.resolve(0);
if (reason) {
  console.log(`Site for the browser tests: ${reason.replace(/…$/, '')} beside the checks (its output follows them).`);
  buildLog = join(mkdtempSync(join(tmpdir(), 'x-docs-test-')), 'build.log');
  const log = openSync(buildLog, 'w');
  // Its own process group, so stopping the run stops every process the build started.
  build = spawn('npx', ['tsx', 'scripts/build.ts'], { env: buildEnv, stdio: ['ignore', log, log], detached: true });
  const child = build;
  buildDone = new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => exit(130, child));
}

const checks = run('npm', ['run', 'test:static']) || run('npm', ['run', 'test:unit']);
if (checks !== 0) exit(checks, build);

if (build) {
  const status = await buildDone;
  console.log(`\n── Site build (${buildLog}) ──\n${readFileSync(buildLog, 'utf8')}`);
  if (status !== 0) process.exit(status);
}
process.exit(run('npx', ['playwright', 'test']));
