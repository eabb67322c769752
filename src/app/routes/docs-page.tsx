import { loadPageModule, usePageContent } from '../page-modules';
import { DocsPage } from '../../shell/docs-page';
import { mdxComponents } from '../../shell/mdx-components';
import { NotFound } from '../../shell/not-found';
import { pageMeta } from '../../shell/page-meta';
import type { Route } from './+types/docs-page';

/** Build time only: the engine turns the path into a page model (or null for the 404 page). */
export async function loader({ params }: Route.LoaderArgs) {
  const { getPageModel } = await import('../../engine/content.server');
  const pathname = `/x/${params['*'] ?? ''}`;
  return { page: getPageModel(pathname) ?? null };
}

/** Client navigation: fetch the prerendered data and the page's code together, so the page appears at once. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  if (data.page) await loadPageModule(data.page.file);
  return data;
}

export function meta({ data }: Route.MetaArgs) {
  return pageMeta(data?.page ?? null);
}

function PageBody({ file }: { file: string }) {
  const Content = usePageContent(file);
  return (
    // The module key lets the client entry load this page's code before hydrating (see entry.client.tsx).
    <div data-page-module={file} style={{ display: 'contents' }}>
      <Content components={mdxComponents} />
    </div>
  );
}

export default function DocsRoute({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  if (!page) return <NotFound />;
  return (
    <DocsPage page={page}>
      <PageBody file={page.file} />
    </DocsPage>
  );
}
