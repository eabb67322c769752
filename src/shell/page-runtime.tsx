import { createContext, useContext } from 'react';

/**
 * Whether the page being rendered is built as a static page (no live demo: its HTML runs src/static-page/ instead of
 * hydrating React) or as a React page. The build step that makes static pages reads it from `<main data-runtime>`.
 */
const StaticPageContext = createContext(false);

export const StaticPageProvider = StaticPageContext.Provider;

export function useIsStaticPage(): boolean {
  return useContext(StaticPageContext);
}
