import { describe, expect, it } from 'vitest';
import { contentFileOf, parsePageChunks } from './page-chunks';

// The shape of the built page-modules chunk (rolldown-vite): a dependency table, then one lazy import per page.
const source =
  'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/items-A.js","assets/runtime-B.js","assets/Tree-C.js"])))=>i.map(i=>d[i]);' +
  'const e={"/content/react-tree-view/items.mdx":()=>n(()=>import(`./items-A.js`),__vite__mapDeps([0,1,2])),' +
  '"/content/react-tree-view/items.zh.mdx":()=>n(()=>import(`./items-Z.js`),__vite__mapDeps([1])),' +
  '"/content/index.mdx":()=>n(()=>import(`./index-H.js`)),' +
  '"/fixtures/other.mdx":()=>n(()=>import(`./other-O.js`),__vite__mapDeps([1]))};';

describe('page chunks', () => {
  it('maps each content file of the content root to its chunk and dependencies', () => {
    const chunks = parsePageChunks(source, 'content');
    expect(Object.fromEntries(chunks)).toEqual({
      'react-tree-view/items.mdx': [
        '/x/assets/items-A.js',
        '/x/assets/items-A.js',
        '/x/assets/runtime-B.js',
        '/x/assets/Tree-C.js',
      ],
      'react-tree-view/items.zh.mdx': ['/x/assets/items-Z.js', '/x/assets/runtime-B.js'],
      'index.mdx': ['/x/assets/index-H.js'],
    });
  });

  it('finds the content file of a page, its translation first for a Chinese path', () => {
    const files = new Set([
      'index.mdx',
      'react-tree-view/items.mdx',
      'react-tree-view/items.zh.mdx',
      'guides/index.mdx',
    ]);
    expect(contentFileOf('/x/', files)).toBe('index.mdx');
    expect(contentFileOf('/x/zh/', files)).toBe('index.mdx');
    expect(contentFileOf('/x/react-tree-view/items/', files)).toBe('react-tree-view/items.mdx');
    expect(contentFileOf('/x/zh/react-tree-view/items/', files)).toBe('react-tree-view/items.zh.mdx');
    expect(contentFileOf('/x/guides/', files)).toBe('guides/index.mdx');
    expect(contentFileOf('/x/api/tree-view/tree-item/', files)).toBeUndefined();
  });
});
