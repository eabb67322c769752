import { describe, expect, it } from 'vitest';
import { getPageModel, getSite } from './content.server';

describe('a page model in Chinese', () => {
  it('serves a written translation as itself: Chinese title and body, no untranslated notice', () => {
    const model = getPageModel('/x/zh/introduction/licensing/');
    expect(model).toMatchObject({ language: 'zh', translated: true, writtenIn: ['en', 'zh'], title: '许可' });
    expect(model?.sourcePath).toBe('content/introduction/licensing.zh.mdx');
    // The headings carry the English ids, so /x/zh/…#anchor lands where /x/…#anchor does.
    expect(model?.headings.map((heading) => heading.id)).toEqual(
      getPageModel('/x/introduction/licensing/')?.headings.map((heading) => heading.id),
    );
  });

  it('marks a page without a translation as untranslated, serving the English body', () => {
    const { pages, translations } = getSite();
    // While the Chinese edition is incomplete there are such pages; once it is complete, every page is translated.
    const untranslated = [...pages.keys()].filter((pathname) => !translations.zh.has(pathname));
    for (const pathname of untranslated.slice(0, 3)) {
      const model = getPageModel(`/x/zh${pathname.slice(2)}`);
      expect(model, pathname).toMatchObject({ language: 'zh', translated: false, writtenIn: ['en'] });
      expect(model?.sourcePath).toBe(pages.get(pathname)?.file);
    }
    expect(untranslated.length + translations.zh.size).toBe(pages.size);
  });
});
