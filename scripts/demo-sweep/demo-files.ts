import { readdirSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { getContentRoot } from '../../src/engine/content-files';

/**
 * Every demo file the sweep must mount: each `.tsx` file directly in a `demos/` folder of the content root (styling
 * variants `x.css.tsx` / `x.tailwind.tsx` included), as paths from the repository root, sorted — the same list the
 * sweep page builds with `import.meta.glob`.
 */
export function listDemoFiles(contentRoot = getContentRoot()): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.tsx') && basename(dir) === 'demos') found.push(relative(process.cwd(), path));
    }
  };
  walk(contentRoot);
  return found.map((path) => path.split('\\').join('/')).sort();
}

/** Splits the demos into `count` shards of near-equal size, round-robin so each shard mixes products. */
export function shardDemos(demos: readonly string[], count: number): string[][] {
  const shards: string[][] = Array.from({ length: count }, () => []);
  demos.forEach((demo, index) => shards[index % count]!.push(demo));
  return shards;
}
