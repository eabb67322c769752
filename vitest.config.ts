import { defineConfig } from 'vitest/config';
import { fontSubsetsPlugin } from './scripts/vite-font-subsets';
import { treeViewProShim } from './scripts/vite-tree-view-pro-shim';
import { getContentRoot } from './src/engine/content-files';

export default defineConfig({
  // Tree View Pro 8.10.1 needs the same one-line fix as in the site build (inlined below so the plugin sees it).
  plugins: [treeViewProShim(), fontSubsetsPlugin()],
  resolve: { alias: { '@content': getContentRoot() } },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'content/demo-data/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Some suites load the whole site or the packages' type declarations; on a busy 2-core CI machine that can take
    // far longer than the 5 s default without anything being wrong.
    // The Data Grid packages import their CSS; inlining them lets Vite handle that import (the demo-data tests
    // render the real grid to compare it with the fake server).
    server: { deps: { inline: [/@mui\/x-data-grid/, /@mui\/x-tree-view-pro/] } },
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
