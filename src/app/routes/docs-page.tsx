import { memo } from 'react';
import { languageOfRouterPath } from '../../config/language';
import { ApiDocsPage } from '../../shell/api-docs-page';
import { DocsPage } from '../../shell/docs-page';
import { mdxComponents } from '../../shell/mdx-components';
import { NotFound } from '../../shell/not-found';
import { apiPageMeta, pageMeta } from '../../shell/page-meta';
import { loadPageModule, usePageContent } from '../page-modules';
import type { Route } from './+types/docs-page';

/** Build time only: the engine turns the path into a guide page, an API page, or neither (404). */
export async function loader({ params }: Route.LoaderArgs) {
  const { getApiPageModel } = await import('../../engine/api/api-page.server');
  const { getPageModel, getSite, hasPage } = await import('../../engine/content.server');
  const pathname = `/x/${params['*'] ?? ''}`;
  const api = getApiPageModel(pathname, getSite().pages.values(), hasPage) ?? null;
  return { page: api ? null : (getPageModel(pathname) ?? null), api };
}

/** Client navigation: fetch the prerendered data and the page's code together, so the page appears at once. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  if (data.page) await loadPageModule(data.page.file);
  return data;
}

export function meta({ data, location }: Route.MetaArgs) {
  if (data?.api) return apiPageMeta(data.api);
  // The 404 page speaks the language of the path it answers for (`/zh/404` is prerendered as zh/404.html).
  return pageMeta(data?.page ?? null, languageOfRouterPath(location.pathname));
}

/**
 * Memoised: React Router renders the route again on every change of the location, a hash change (a table of contents
 * click) included, and the body depends on its file alone. Rendering the MDX body is one long call on a page of many
 * demos (the whole element tree at once); React still renders anew any demo still waiting to hydrate, since the
 * router's location context above it changed.
 */
const PageBody = memo(function PageBody({ file }: { file: string }) {
  const Content = usePageContent(file);
  return (
    // The module key lets the client entry load this page's code before hydrating (see entry.client.tsx).
    <div data-page-module={file} style={{ display: 'contents' }}>
      <Content components={mdxComponents} />
    </div>
  );
});

export default function DocsRoute({ loaderData }: Route.ComponentProps) {
  const { page, api } = loaderData;
  if (api) return <ApiDocsPage model={api} />;
  if (!page) return <NotFound />;
  return (
    <DocsPage page={page}>
      <PageBody file={page.file} />
    </DocsPage>
  );
}
