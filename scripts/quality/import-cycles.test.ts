import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph } from './import-cycles';

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'x-docs-cycles-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(root, name, '..'), { recursive: true });
    writeFileSync(join(root, name), text);
  }
  return root;
}

describe('import cycles', () => {
  it('finds a cycle made by a static and a dynamic import, and names its modules', () => {
    const root = tree({
      'shell/drawer.tsx': "import { lazy } from 'react';\nconst Phone = lazy(() => import('./phone-drawer'));\n",
      'shell/phone-drawer.tsx': "import { NAV_WIDTH } from './drawer';\nexport default NAV_WIDTH;\n",
      'shell/other.ts': "export * from './drawer';\n",
    });
    expect(importCycles(importGraph(root), root)).toEqual([['shell/drawer.tsx', 'shell/phone-drawer.tsx']]);
  });

  it('leaves out type-only imports, which are gone from the built code', () => {
    const root = tree({
      'a.ts': "import type { B } from './b';\nexport const a = 1;\n",
      'b.ts': "import { a } from './a';\nexport type B = typeof a;\n",
    });
    expect(importCycles(importGraph(root), root)).toEqual([]);
  });

  it('finds none in the app or the build scripts', () => {
    expect(importCycles(importGraph('src'), 'src')).toEqual([]);
    expect(importCycles(importGraph('scripts'), 'scripts')).toEqual([]);
  });
});
