/**
 * The script of a static page (every page without a live demo: home, prose guides, API pages, 404). The page is the
 * HTML React prerendered; nothing hydrates it. What a reader uses at once is wired here without React, each behaviour
 * being the same framework-free code the React pages call; what is opened on demand (settings, search, menus, the
 * phone-sized navigation, the update offer) mounts as a React island when first wanted (./islands/).
 */
import { startAdBlocks } from '../ads/mount-ad-block';
import { startAnalytics } from '../analytics/start-analytics';
import { attachTypeSignatures } from '../api-docs/type-signature-behaviour';
import { attachCodeBlocks } from '../code/code-block-behaviour';
import { attachCodeTabs } from '../code/code-tabs-behaviour';
import { rememberCodeStylingFromHash } from '../config/preferences/preference-storage';
import { attachNavTree } from '../shell/nav-tree-behaviour';
import { attachPageMarkdownActions } from '../shell/page-markdown-actions-behaviour';
import { attachScrollingTables } from '../shell/scrolling-tables';
import { attachToc } from '../shell/toc-behaviour';
import { followColorScheme } from '../theme/follow-color-scheme';
// Listening for the reader's first move starts with the page, before the demos' code has loaded.
import '../demos/reader-activity';
import { followDirection } from './direction';
import { attachHeaderControls } from './header-controls';

const behaviours: ReadonlyArray<[string, (doc: Document) => unknown]> = [
  ['direction', followDirection],
  ['code styling from the URL', (doc) => rememberCodeStylingFromHash(doc.location.hash)],
  ['colour scheme', followColorScheme],
  ['header', attachHeaderControls],
  ['navigation', attachNavTree],
  ['table of contents', attachToc],
  ['code blocks', attachCodeBlocks],
  ['code tabs', attachCodeTabs],
  ['scrolling tables', attachScrollingTables],
  ['page actions', attachPageMarkdownActions],
  ['API types', attachTypeSignatures],
  ['adverts', startAdBlocks],
  [
    'demos',
    (doc) => {
      // React and the demos' code load only on a page that has demos.
      if (!doc.querySelector('[data-slot="demo-island"]')) return;
      return import('./islands/demo-islands').then((islands) => islands.attachDemoIslands(doc));
    },
  ],
  ['analytics', startAnalytics],
];

// One behaviour failing (a blocked storage API, an odd browser) leaves the others working.
const started = behaviours.map(async ([name, start]) => {
  try {
    // Behaviours that return a promise (the demo island host, which loads first) are done when it settles.
    await start(document);
  } catch (error) {
    console.warn(`Static page: ${name} could not start`, error);
  }
});

document.documentElement.dataset.pageRuntime = 'static';
// Tests and scripts wait for this: every behaviour is wired, and on a page with demos the island host listens (a press
// on a demo from then on is held until the demo is live, and given to it).
void Promise.all(started).then(() => {
  document.documentElement.dataset.hydrated = 'true';
});
