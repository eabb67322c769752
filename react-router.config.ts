import type { Config } from '@react-router/dev/config';
import { loadGeneratedPages } from './src/engine/api/site-data';
import { getContentRoot, listPrerenderPaths } from './src/engine/content-files';

/**
 * Static build: every documentation page and generated API page is prerendered at build time, in
 * English and Chinese; no server at run time. The site lives under /x/ like the official one.
 */
export default {
  appDirectory: 'src/app',
  basename: '/x/',
  ssr: false,
  async prerender() {
    return listPrerenderPaths(
      getContentRoot(),
      loadGeneratedPages().map((page) => page.pathname),
    );
  },
} satisfies Config;
