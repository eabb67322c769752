import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { DocsProvider, type Language } from '../config/docs-context';
import { deferrableGroups } from '../engine/nav-split';
import type { MuiPage } from '../engine/types';
import type { NavBranches } from './nav-branch-loader';
import { NavBranch } from './nav-tree';
import { navGroupListId } from './nav-tree-behaviour';
import { StaticPageProvider } from './page-runtime';

/**
 * The branch file of a language: every product group's entries, by the id of the list they fill, rendered by the
 * components of the page's own tree as a static page renders them (links under the `/x/` basename, collapsed groups'
 * lists in the markup and `hidden`, titles and links in the reader's language). Called by the build, never in the
 * browser.
 */
export function renderNavBranches(tree: readonly MuiPage[], language: Language): NavBranches {
  return Object.fromEntries(
    deferrableGroups(tree).map((group) => [
      navGroupListId(group.pathname),
      renderToStaticMarkup(
        <MemoryRouter basename="/x" initialEntries={['/x/']}>
          <DocsProvider userLanguage={language}>
            <StaticPageProvider value>
              <NavBranch group={group} />
            </StaticPageProvider>
          </DocsProvider>
        </MemoryRouter>,
      ),
    ]),
  );
}
