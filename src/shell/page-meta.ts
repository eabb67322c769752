import type { MetaDescriptor } from 'react-router';
import { LANGUAGES, LANGUAGE_TAGS, localizePathname } from '../config/language';
import type { PageModel } from '../engine/page-model';
import { pageHref } from '../engine/page-tree';

/** Public origin of the site, used for canonical URLs. */
export const SITE_ORIGIN: string = import.meta.env.XDOCS_PUBLIC_SITE_ORIGIN || 'http://127.0.0.1:3000';

/**
 * `<title>`, description, canonical link and `hreflang` alternates of a page (or of the 404 page
 * when `page` is null). An untranslated Chinese page points its canonical URL at the English one.
 */
export function pageMeta(page: PageModel | null): MetaDescriptor[] {
  if (!page) return [{ title: 'Page not found - X Docs' }, { name: 'robots', content: 'noindex' }];
  const url = (language: PageModel['language']) =>
    `${SITE_ORIGIN}${localizePathname(pageHref(page.pathname), language)}`;
  const canonical = page.translated ? url(page.language) : url('en');
  return [
    { title: `${page.title} - X Docs` },
    { name: 'description', content: page.description },
    { tagName: 'link', rel: 'canonical', href: canonical },
    ...LANGUAGES.map((language) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: LANGUAGE_TAGS[language],
      href: url(language),
    })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: url('en') },
  ];
}
