import type { Config } from '@react-router/dev/config';
import { listPrerenderPaths } from './src/engine/content-files';

/**
 * Static build: every documentation page is prerendered at build time, no server at run time.
 * The site lives under /x/ like the official one, so any official link keeps working with our host.
 */
export default {
  appDirectory: 'src/app',
  basename: '/x/',
  ssr: false,
  async prerender() {
    return listPrerenderPaths();
  },
} satisfies Config;
