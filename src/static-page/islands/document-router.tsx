import type { ReactNode } from 'react';
import { createPath, Router, type Navigator, type To } from 'react-router';

const href = (to: To) => (typeof to === 'string' ? to : createPath(to));

/**
 * Every navigation loads a document: a static page has no client-side routes, so a `Link` or `navigate()` inside an
 * island goes to the next page as a plain link would (prefetched by the page's speculation rules).
 */
const documentNavigator: Navigator = {
  createHref: href,
  go: (delta) => window.history.go(delta),
  push: (to) => window.location.assign(href(to)),
  replace: (to) => window.location.replace(href(to)),
};

/** Router context for islands, so components written for React pages (`Link`, `useLocation`) work unchanged. */
export function DocumentRouter({ children }: { children: ReactNode }) {
  const { pathname, search, hash } = window.location;
  return (
    <Router basename="/x" location={{ pathname, search, hash }} navigator={documentNavigator}>
      {children}
    </Router>
  );
}
