import { describe, expect, it } from 'vitest';
import { pages } from '../../../content/pages';
import { walkPages } from '../../engine/page-tree';
import { getPageTitle, isCodeName, PREMIUM_THEMES_KEY, sharedPageTitles } from './page-titles';

describe('page titles keyed by docs path', () => {
  it('gives every navigation entry an English and a Chinese title', () => {
    const missing: string[] = [];
    walkPages(pages, (page) => {
      if (!page.title && !page.subheader) missing.push(`${page.pathname} (en)`);
      if (!isCodeName(page) && getPageTitle(page, 'zh') === (page.subheader ?? page.title)) {
        missing.push(`${page.pathname} (zh)`);
      }
    });
    expect(missing).toEqual([]);
  });

  it('carries the shared path groups and the premium themes store key in both languages', () => {
    const groups = [
      'getting-started',
      'components',
      'css-in-js',
      'system',
      'customization',
      'guides',
      'discover-more',
      'versions',
      'styles',
    ];
    for (const language of ['en', 'zh'] as const) {
      const keys = Object.keys(sharedPageTitles[language]);
      for (const group of groups) {
        expect(keys).toContain(`/${group}`);
        expect(keys.filter((key) => key.startsWith(`/${group}/`))).toHaveLength(1);
      }
      expect(sharedPageTitles[language][PREMIUM_THEMES_KEY]).toBeTruthy();
    }
    expect(Object.keys(sharedPageTitles.zh).sort()).toEqual(Object.keys(sharedPageTitles.en).sort());
  });

  it('labels entries by language, subheaders included', () => {
    const entry = { pathname: '/x/react-tree-view/rich-tree-view', subheader: 'Rich Tree View', children: [] };
    expect(getPageTitle(entry, 'en')).toBe('Rich Tree View');
    expect(getPageTitle(entry, 'zh')).toBe('富树视图');
    expect(getPageTitle({ pathname: '/x/unknown', title: 'Unknown' }, 'zh')).toBe('Unknown');
  });
});
