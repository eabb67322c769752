import type { MetaDescriptor } from 'react-router';
import type { PageModel } from '../engine/page-model';
import { pageHref } from '../engine/page-tree';

/** Public origin of the site, used for canonical URLs. */
export const SITE_ORIGIN: string = import.meta.env.XDOCS_PUBLIC_SITE_ORIGIN || 'http://127.0.0.1:3000';

/** `<title>`, description and canonical link of a page (or of the 404 page when `page` is null). */
export function pageMeta(page: PageModel | null): MetaDescriptor[] {
  if (!page) return [{ title: 'Page not found - X Docs' }, { name: 'robots', content: 'noindex' }];
  return [
    { title: `${page.title} - X Docs` },
    { name: 'description', content: page.description },
    { tagName: 'link', rel: 'canonical', href: `${SITE_ORIGIN}${pageHref(page.pathname)}` },
  ];
}
