import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { listDemoFiles } from '../demo-sweep/demo-files';
import { collectDemoFiles } from './demo-files';
import { isRelative, packageName, resolveDependencies } from './dependencies';

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> };
/** An exact version: no range (`^`, `~`, `>=`, `x`, `*`), so every reader's sandbox installs what the site runs. */
const EXACT = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/;

/** Every package a demo (or a file it imports, such as content/demo-data/) imports, with the first file that does. */
function packagesOfDemos(): Map<string, string> {
  const found = new Map<string, string>();
  for (const demo of listDemoFiles()) {
    for (const file of collectDemoFiles(demo)) {
      for (const specifier of file.imports) {
        if (!isRelative(specifier) && !found.has(packageName(specifier))) found.set(packageName(specifier), demo);
      }
    }
  }
  return found;
}

describe('third-party libraries the demos teach with', () => {
  const packages = packagesOfDemos();

  it('finds the packages the demos import', () => {
    expect(packages.has('@mui/x-data-grid')).toBe(true);
    expect(packages.has('dayjs')).toBe(true);
  });

  it('are runtime dependencies pinned to an exact version', () => {
    const problems = [...packages]
      .filter(([name]) => !EXACT.test(manifest.dependencies[name] ?? ''))
      .map(
        ([name, demo]) =>
          `${demo} imports "${name}", which package.json's dependencies ${
            name in manifest.dependencies ? `give as "${manifest.dependencies[name]}"` : 'do not list'
          }. Fix: npm install -E ${name}`,
      );
    expect(problems).toEqual([]);
  });

  it('appear in the sandbox dependency map at the version the site runs', () => {
    const sandbox = resolveDependencies(new Map([['demos', [...packages.keys()]]]));
    const problems = [...packages.keys()]
      .filter((name) => sandbox[name] !== manifest.dependencies[name])
      .map(
        (name) => `${name}: sandbox pins ${sandbox[name] ?? 'nothing'}, the site runs ${manifest.dependencies[name]}`,
      );
    expect(problems).toEqual([]);
  });
});
