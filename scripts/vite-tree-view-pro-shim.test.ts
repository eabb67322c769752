import { describe, expect, it } from 'vitest';
import { treeViewProShim } from './vite-tree-view-pro-shim';

const id =
  '/app/node_modules/@mui/x-tree-view-pro/esm/internals/plugins/useTreeViewLazyLoading/useTreeViewLazyLoading.js';
const transform = (code: string, file = id) =>
  (treeViewProShim().transform as (code: string, id: string) => { code: string } | null)(code, file);

describe('tree view pro shim', () => {
  it('replaces the missing import with a local selector in that one module', () => {
    const result = transform(
      "import { a, selectorExpandedItems } from '@mui/x-tree-view/internals';\nuse(selectorExpandedItems);",
    );
    expect(result?.code).toContain("import { a } from '@mui/x-tree-view/internals';");
    const selector = new Function(`${result!.code.split('\n').slice(2).join('\n')}; return selectorExpandedItems;`)();
    expect(selector({ expansion: { expandedItems: ['a', 'b'] } })).toEqual(['a', 'b']);
  });

  it('leaves every other module alone', () => {
    expect(transform('x', '/app/node_modules/@mui/x-tree-view/esm/index.js')).toBeNull();
  });

  it('fails loudly once the package no longer needs it', () => {
    expect(() => transform("import { a } from '@mui/x-tree-view/internals';")).toThrow(
      'remove scripts/vite-tree-view-pro-shim.ts',
    );
  });
});
