/** Runs `scripts/build.ts` in a child process and reports its wall time, peak memory and page count. */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { listOutPages } from '../size-budgets';

export interface TimedBuild {
  seconds: number;
  /** Largest resident set of the build's processes, from GNU time (undefined where /usr/bin/time is missing). */
  peakMemoryMb: number | undefined;
  /** Pages written to out/ (both languages, API pages and the 404 page included). */
  pages: number;
  /** Seconds per build phase, as `scripts/build.ts` prints them (`api`, `react-router build`, `layout`, …). */
  phases: Record<string, number>;
}

const GNU_TIME = '/usr/bin/time';

/** Builds the site (env adds settings such as XDOCS_CONTENT_ROOT); throws with the build's last lines on failure. */
export function timedBuild(env: Record<string, string> = {}): TimedBuild {
  const command = ['npx', 'tsx', 'scripts/build.ts'];
  const withTime = existsSync(GNU_TIME);
  const started = performance.now();
  const result = spawnSync(withTime ? GNU_TIME : command[0]!, withTime ? ['-v', ...command] : command.slice(1), {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0) {
    const tail = `${result.stdout}\n${result.stderr}`.trim().split('\n').slice(-15).join('\n');
    throw new Error(`build failed:\n${tail}`);
  }
  const maxRss = /Maximum resident set size \(kbytes\): (\d+)/.exec(result.stderr)?.[1];
  return {
    seconds,
    peakMemoryMb: maxRss ? Number(maxRss) / 1024 : undefined,
    pages: listOutPages('out').length,
    phases: Object.fromEntries(
      [...(/Build phases: (.*)/.exec(result.stdout)?.[1] ?? '').matchAll(/([\w -]+?) ([\d.]+) s(?:, |$)/g)].map(
        (match) => [match[1]!, Number(match[2])],
      ),
    ),
  };
}
