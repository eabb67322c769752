import type { MetaDescriptor } from 'react-router';
import { LANGUAGES, LANGUAGE_TAGS, localizePathname } from '../config/language';
import type { ApiPageModel } from '../engine/api/api-page.server';
import type { PageModel } from '../engine/page-model';
import { pageHref } from '../engine/page-tree';
import { en } from '../config/translations/en';
import { zh } from '../config/translations/zh';
import { ogImagePathname, pageMarkdownPathname, resolveSiteOrigin } from '../engine/publishing/urls';

/** Public origin of the site, used for canonical URLs, Open Graph tags and the sitemap (see docs/publishing.md). */
export const SITE_ORIGIN: string = resolveSiteOrigin({
  siteOrigin: import.meta.env.XDOCS_PUBLIC_SITE_ORIGIN,
  productionHost: import.meta.env.XDOCS_PUBLIC_PRODUCTION_HOST,
});

/** Open Graph locale of each language. */
const OG_LOCALES: Record<PageModel['language'], string> = { en: 'en_US', zh: 'zh_CN' };

/**
 * `<title>`, description, canonical link and `hreflang` alternates of a guide page (or of the 404
 * page when `page` is null). An untranslated Chinese page points its canonical URL at the English one.
 */
export function pageMeta(page: PageModel | null, language: PageModel['language'] = 'en'): MetaDescriptor[] {
  if (!page) return notFoundMeta(language);
  const canonicalLanguage = page.translated ? page.language : 'en';
  return [...metaOf({ ...page, canonicalLanguage }), ...socialMeta({ ...page, canonicalLanguage })];
}

/**
 * Meta of a generated API page; descriptions stay English, so its canonical URL is the English one and English is
 * its only `hreflang` alternate.
 */
export function apiPageMeta(page: ApiPageModel): MetaDescriptor[] {
  const english = { ...page, canonicalLanguage: 'en' as const, writtenIn: ['en' as const] };
  return [...metaOf(english), ...socialMeta(english)];
}

/** Open Graph and Twitter card tags: title, description, canonical URL, the build-time social image, locale. */
function socialMeta(page: {
  pathname: string;
  title: string;
  description: string;
  language: PageModel['language'];
  canonicalLanguage: PageModel['language'];
}): MetaDescriptor[] {
  const url = `${SITE_ORIGIN}${localizePathname(pageHref(page.pathname), page.canonicalLanguage)}`;
  const image = `${SITE_ORIGIN}${ogImagePathname(page.pathname)}`;
  const title = `${page.title} - X Docs`;
  return [
    {
      tagName: 'link',
      rel: 'alternate',
      type: 'text/markdown',
      href: `${SITE_ORIGIN}${pageMarkdownPathname(page.pathname, page.language, page.language === page.canonicalLanguage)}`,
    },
    { property: 'og:type', content: page.pathname === '/x' ? 'website' : 'article' },
    { property: 'og:site_name', content: 'X Docs' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: '1200' },
    { property: 'og:image:height', content: '630' },
    { property: 'og:image:alt', content: page.title },
    { property: 'og:locale', content: OG_LOCALES[page.language] },
    ...LANGUAGES.filter((language) => language !== page.language).map((language) => ({
      property: 'og:locale:alternate',
      content: OG_LOCALES[language],
    })),
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: page.description },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: page.title },
  ];
}

/** The 404 page's meta, in the language of the path it answers (`/x/zh/…` gets the Chinese page). */
const notFoundMeta = (language: PageModel['language']): MetaDescriptor[] => [
  { title: `${(language === 'zh' ? zh : en).notFoundTitle} - X Docs` },
  { name: 'robots', content: 'noindex' },
];

function metaOf(page: {
  pathname: string;
  title: string;
  description: string;
  canonicalLanguage: PageModel['language'];
  writtenIn: readonly PageModel['language'][];
}): MetaDescriptor[] {
  const url = (language: PageModel['language']) =>
    `${SITE_ORIGIN}${localizePathname(pageHref(page.pathname), language)}`;
  const canonical = url(page.canonicalLanguage);
  return [
    { title: `${page.title} - X Docs` },
    { name: 'description', content: page.description },
    { tagName: 'link', rel: 'canonical', href: canonical },
    // Alternates name canonical pages only: an untranslated Chinese twin (canonical: English) is not one.
    ...LANGUAGES.filter((language) => page.writtenIn.includes(language)).map((language) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: LANGUAGE_TAGS[language],
      href: url(language),
    })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: url('en') },
  ];
}
