import type { MetaDescriptor } from 'react-router';
import { LANGUAGES, LANGUAGE_TAGS, localizePathname } from '../config/language';
import type { ApiPageModel } from '../engine/api/api-page.server';
import type { PageModel } from '../engine/page-model';
import { pageHref } from '../engine/page-tree';

/** Public origin of the site, used for canonical URLs. */
export const SITE_ORIGIN: string = import.meta.env.XDOCS_PUBLIC_SITE_ORIGIN || 'http://127.0.0.1:3000';

/**
 * `<title>`, description, canonical link and `hreflang` alternates of a guide page (or of the 404
 * page when `page` is null). An untranslated Chinese page points its canonical URL at the English one.
 */
export function pageMeta(page: PageModel | null): MetaDescriptor[] {
  return page ? metaOf({ ...page, canonicalLanguage: page.translated ? page.language : 'en' }) : notFoundMeta;
}

/** Meta of a generated API page; descriptions stay English, so its canonical URL is the English one. */
export function apiPageMeta(page: ApiPageModel): MetaDescriptor[] {
  return metaOf({ ...page, canonicalLanguage: 'en' });
}

const notFoundMeta: MetaDescriptor[] = [{ title: 'Page not found - X Docs' }, { name: 'robots', content: 'noindex' }];

function metaOf(page: {
  pathname: string;
  title: string;
  description: string;
  canonicalLanguage: PageModel['language'];
}): MetaDescriptor[] {
  const url = (language: PageModel['language']) =>
    `${SITE_ORIGIN}${localizePathname(pageHref(page.pathname), language)}`;
  const canonical = url(page.canonicalLanguage);
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
