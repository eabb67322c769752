import { describe, expect, it } from 'vitest';
import { bundlerPreloadsFor, staticPageEntryFiles } from './vite-static-page-entry';

const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  facadeModuleId,
});

describe('staticPageEntryFiles', () => {
  it("lists the entry's chunk and every chunk reached through static imports, once each", () => {
    const bundle = {
      'assets/static-page-A.js': chunk(
        'assets/static-page-A.js',
        ['assets/b.js', 'assets/c.js'],
        '/repo/src/static-page/entry.ts',
      ),
      'assets/b.js': chunk('assets/b.js', ['assets/c.js']),
      'assets/c.js': chunk('assets/c.js', ['assets/b.js']),
      'assets/react-dom.js': chunk('assets/react-dom.js', []),
      'assets/style.css': { type: 'asset' as const, fileName: 'assets/style.css' },
    };
    expect(staticPageEntryFiles(bundle, 'src/static-page/entry.ts')).toEqual({
      file: 'assets/static-page-A.js',
      imports: ['assets/b.js', 'assets/c.js'],
      demoIslands: [],
    });
  });

  it("lists the demo island host's chunks that the entry does not already load", () => {
    const bundle = {
      'assets/static-page-A.js': chunk('assets/static-page-A.js', ['assets/b.js'], '/repo/src/static-page/entry.ts'),
      'assets/b.js': chunk('assets/b.js', []),
      'assets/demo-islands-D.js': chunk(
        'assets/demo-islands-D.js',
        ['assets/b.js', 'assets/react-dom.js'],
        '/repo/src/static-page/islands/demo-islands.tsx',
      ),
      'assets/react-dom.js': chunk('assets/react-dom.js', []),
    };
    expect(staticPageEntryFiles(bundle, 'src/static-page/entry.ts').demoIslands).toEqual([
      'assets/demo-islands-D.js',
      'assets/react-dom.js',
    ]);
  });

  it("leaves the demo island host's chunks to the page, and every other import's to the bundler", () => {
    expect(bundlerPreloadsFor('assets/demo-islands-D.js', ['x.js'], 'assets/static-page-A.js')).toEqual([]);
    expect(bundlerPreloadsFor('assets/search-E.js', ['x.js'], 'assets/static-page-A.js')).toEqual(['x.js']);
  });

  it('names the entry when its chunk is missing', () => {
    expect(() => staticPageEntryFiles({}, 'src/static-page/entry.ts')).toThrow(
      'src/static-page/entry.ts: its chunk is missing from the client build.',
    );
  });
});
