import type { MetaDescriptor } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ApiPageModel } from '../engine/api/api-page.server';
import type { PageModel } from '../engine/page-model';
import { apiPageMeta, pageMeta, SITE_ORIGIN } from './page-meta';

const guide: PageModel = {
  pathname: '/x/react-tree-view/rich-tree-view/items',
  language: 'en',
  translated: true,
  writtenIn: ['en'],
  file: '/content/react-tree-view/rich-tree-view/items.mdx',
  title: 'Rich Tree View - Items',
  description: 'Pass data to the tree.',
  productId: 'x-tree-view',
  components: [],
  disableAd: false,
  disableToc: false,
  headings: [],
  breadcrumbs: [],
  sourcePath: 'content/react-tree-view/rich-tree-view/items.mdx',
  hasLiveDemos: true,
};

const englishUrl = `${SITE_ORIGIN}/x/react-tree-view/rich-tree-view/items/`;
const chineseUrl = `${SITE_ORIGIN}/x/zh/react-tree-view/rich-tree-view/items/`;
const englishImage = `${SITE_ORIGIN}/x/og/react-tree-view/rich-tree-view/items.png`;

/** The head of a page as tag → URL pairs, the way a crawler reads it. */
function head(meta: MetaDescriptor[]) {
  const find = (test: (tag: Record<string, unknown>) => boolean) =>
    meta.filter((tag) => test(tag as Record<string, unknown>)).map((tag) => tag as Record<string, string>);
  return {
    canonical: find((tag) => tag.rel === 'canonical').map((tag) => tag.href),
    hreflang: find((tag) => tag.rel === 'alternate' && 'hrefLang' in tag).map((tag) => `${tag.hrefLang} ${tag.href}`),
    markdown: find((tag) => tag.type === 'text/markdown').map((tag) => tag.href),
    ogUrl: find((tag) => tag.property === 'og:url').map((tag) => tag.content),
    ogImage: find((tag) => tag.property === 'og:image' || tag.name === 'twitter:image').map((tag) => tag.content),
    locale: find((tag) => tag.property === 'og:locale').map((tag) => tag.content),
  };
}

describe('pageMeta', () => {
  it('points an untranslated Chinese twin at the English page and reuses its Markdown and social image', () => {
    const twin = head(pageMeta({ ...guide, language: 'zh', translated: false }));
    expect(twin.canonical).toEqual([englishUrl]);
    expect(twin.ogUrl).toEqual([englishUrl]);
    expect(twin.hreflang).toEqual([`en ${englishUrl}`, `x-default ${englishUrl}`]);
    expect(twin.markdown).toEqual([`${SITE_ORIGIN}/x/react-tree-view/rich-tree-view/items.md`]);
    expect(twin.ogImage).toEqual([englishImage, englishImage]);
    // The shell around the English body is Chinese.
    expect(twin.locale).toEqual(['zh_CN']);
  });

  it('gives a translated Chinese page its own canonical URL and Markdown, and the English social image', () => {
    const translated = head(pageMeta({ ...guide, language: 'zh', translated: true, writtenIn: ['en', 'zh'] }));
    expect(translated.canonical).toEqual([chineseUrl]);
    expect(translated.ogUrl).toEqual([chineseUrl]);
    expect(translated.hreflang).toEqual([`en ${englishUrl}`, `zh-Hans ${chineseUrl}`, `x-default ${englishUrl}`]);
    expect(translated.markdown).toEqual([`${SITE_ORIGIN}/x/zh/react-tree-view/rich-tree-view/items.md`]);
    expect(translated.ogImage).toEqual([englishImage, englishImage]);
  });

  it('keeps an English page canonical to itself', () => {
    const english = head(pageMeta(guide));
    expect(english.canonical).toEqual([englishUrl]);
    expect(english.locale).toEqual(['en_US']);
  });

  it('marks the 404 page noindex, with no canonical URL', () => {
    expect(pageMeta(null)).toContainEqual({ name: 'robots', content: 'noindex' });
    expect(head(pageMeta(null)).canonical).toEqual([]);
  });

  it('titles the 404 page in the language of the path it answers', () => {
    expect(pageMeta(null)).toContainEqual({ title: 'Page not found - X Docs' });
    expect(pageMeta(null, 'zh')).toContainEqual({ title: '找不到页面 - X Docs' });
  });
});

describe('apiPageMeta', () => {
  it('points a Chinese API page, whose descriptions are English, at the English page', () => {
    const api = {
      kind: 'index',
      language: 'zh',
      pathname: '/x/api/tree-view',
      productId: 'x-tree-view',
      title: 'Tree View API reference',
      description: 'Every component of the Tree View.',
      index: { groups: [] },
    } as unknown as ApiPageModel;
    const twin = head(apiPageMeta(api));
    expect(twin.canonical).toEqual([`${SITE_ORIGIN}/x/api/tree-view/`]);
    expect(twin.hreflang).toEqual([`en ${SITE_ORIGIN}/x/api/tree-view/`, `x-default ${SITE_ORIGIN}/x/api/tree-view/`]);
    expect(twin.markdown).toEqual([`${SITE_ORIGIN}/x/api/tree-view.md`]);
    expect(twin.ogImage).toEqual([`${SITE_ORIGIN}/x/og/api/tree-view.png`, `${SITE_ORIGIN}/x/og/api/tree-view.png`]);
  });
});
