import { LANGUAGES, LANGUAGE_TAGS, localizePathname } from '../../config/language';
import type { PublishedPage } from './published-pages';

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * `sitemap.xml`: every canonical page, each `<url>` with its `hreflang` alternates (the languages it is written in
 * and `x-default` = English), all absolute on `origin`. The Chinese twin of an untranslated page (guides without a
 * translation, every API page) shows the English body and names the English page as its canonical URL, so it is
 * neither listed nor named as an alternate: search engines index the English page once.
 */
export function createSitemap(pages: readonly PublishedPage[], origin: string): string {
  const url = (page: PublishedPage, language: (typeof LANGUAGES)[number]) =>
    escapeXml(`${origin}${localizePathname(page.pathname, language)}`);
  const entries = pages.flatMap((page) => {
    const languages = LANGUAGES.filter((language) => language === 'en' || page.translated);
    const alternates = [
      ...languages.map((language) => ({ tag: LANGUAGE_TAGS[language], href: url(page, language) })),
      { tag: 'x-default', href: url(page, 'en') },
    ].map((alternate) => `    <xhtml:link rel="alternate" hreflang="${alternate.tag}" href="${alternate.href}"/>`);
    return languages.map((language) =>
      ['  <url>', `    <loc>${url(page, language)}</loc>`, ...alternates, '  </url>'].join('\n'),
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** `robots.txt`: everything may be crawled; the sitemap is named with its absolute URL. */
export function createRobotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${origin}/x/sitemap.xml`, ''].join('\n');
}
