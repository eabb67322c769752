import { reactRouter } from '@react-router/dev/vite';
import mdx from '@mdx-js/rollup';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { getContentRoot } from './src/engine/content-files';
import { mdxOptions } from './scripts/mdx-options';
import { contentCheckPlugin } from './scripts/vite-content-check';
import { clientDemoHighlighting } from './scripts/vite-demo-highlighting';
import { fontSubsetsPlugin } from './scripts/vite-font-subsets';
import { bundlerPreloadsFor, staticPageEntry } from './scripts/vite-static-page-entry';
import { treeViewProShim } from './scripts/vite-tree-view-pro-shim';
import { typePacks } from './scripts/vite-type-packs';

export default defineConfig({
  base: '/x/',
  resolve: {
    alias: [
      { find: '@content', replacement: getContentRoot() },
      // One Moment for everything: Moment's locale files register on its CommonJS build, while Vite would give
      // `import 'moment'` (and so AdapterMoment) the separate ES build, whose formats never learn the locale.
      { find: /^moment$/, replacement: 'moment/moment.js' },
    ],
  },
  plugins: [
    treeViewProShim(),
    contentCheckPlugin(),
    { enforce: 'pre', ...mdx(mdxOptions) },
    clientDemoHighlighting(),
    reactRouter(),
    staticPageEntry(),
    tailwindcss(),
    typePacks(),
    fontSubsetsPlugin(),
  ],
  // The dev server must not pre-bundle the Pro tree view, or the shim above never sees its module.
  optimizeDeps: { exclude: ['@mui/x-tree-view-pro'] },
  ssr: {
    // MUI X imports .css files that Node cannot load: bundle them into the prerender build.
    noExternal: [/^@mui\//, /^@emotion\//],
  },
  envPrefix: ['VITE_', 'XDOCS_PUBLIC_'],
  build: {
    chunkSizeWarningLimit: 2000,
    modulePreload: { resolveDependencies: (file, deps, { hostId }) => bundlerPreloadsFor(file, deps, hostId) },
  },
});
