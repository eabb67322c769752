import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listDemoFiles, shardDemos } from './demo-files';

describe('listDemoFiles', () => {
  it('lists every .tsx file directly in a demos/ folder, styling variants included, and nothing else', () => {
    const root = mkdtempSync(join(tmpdir(), 'sweep-content-'));
    const write = (path: string) => {
      mkdirSync(join(root, path, '..'), { recursive: true });
      writeFileSync(join(root, path), 'export default function Demo() { return null; }\n');
    };
    [
      'a/demos/basic.tsx',
      'a/demos/basic.css.tsx',
      'a/b/demos/tree.tailwind.tsx',
      'a/page.tsx',
      'demo-data/rows.tsx',
    ].forEach(write);
    write('a/demos/notes.ts');
    const rel = (path: string) => relative(process.cwd(), join(root, path)).split('\\').join('/');
    expect(listDemoFiles(root)).toEqual(
      [rel('a/b/demos/tree.tailwind.tsx'), rel('a/demos/basic.css.tsx'), rel('a/demos/basic.tsx')].sort(),
    );
  });

  it('finds the site’s demos', () => {
    expect(listDemoFiles()).toContain('content/react-tree-view/demos/quickstart-first-simple-tree.tsx');
  });
});

describe('shardDemos', () => {
  it('puts every demo in exactly one shard of near-equal size', () => {
    const demos = Array.from({ length: 7 }, (_, index) => `d${index}`);
    const shards = shardDemos(demos, 3);
    expect(shards.map((shard) => shard.length)).toEqual([3, 2, 2]);
    expect(shards.flat().sort()).toEqual(demos);
  });
});
