import { describe, expect, it } from 'vitest';
import { pages } from '../../content/pages';
import { getPageTitle } from '../config/translations/page-titles';
import { createPageLabeller, SECTION_SEPARATORS, translatedHeading } from './page-labels';
import { findNeighbours, walkPages } from './page-tree';
import type { MuiPage } from './types';

const productOf = (pathname: string): MuiPage => pages.find((product) => product.pathname === pathname)!;
const english = (page: MuiPage) => getPageTitle(page, 'en');
const chinese = (page: MuiPage) => getPageTitle(page, 'zh');

/** The prev/next labels of a page in the real navigation, as a reader sees them. */
function neighbours(productPath: string, pathname: string, language: 'en' | 'zh' = 'en') {
  const product = productOf(productPath);
  const titleOf = language === 'en' ? english : chinese;
  const label = createPageLabeller(product, titleOf, SECTION_SEPARATORS[language]);
  const { prev, next } = findNeighbours(product.children ?? [], pathname, (page) => label(page.pathname)!);
  return { prev: prev?.title, next: next?.title };
}

describe('prev/next labels', () => {
  it('names the API reference, not its "Index", after the last guide of each product', () => {
    expect(neighbours('/x/react-data-grid-group', '/x/react-data-grid/performance').next).toBe('API reference');
    expect(neighbours('/x/react-tree-view-group', '/x/react-tree-view/tree-item-customization').next).toBe(
      'API reference',
    );
    expect(neighbours('/x/react-charts-group', '/x/react-charts/plugins').next).toBe('API reference');
    expect(neighbours('/x/react-date-pickers-group', '/x/react-date-pickers/playground').next).toBe('API reference');
    expect(neighbours('/x/react-data-grid-group', '/x/react-data-grid/performance', 'zh').next).toBe('API 参考');
  });

  it('names a section overview by its section and a title shared by several pages with its section', () => {
    expect(neighbours('/x/react-data-grid-group', '/x/react-data-grid/sorting')).toEqual({
      prev: 'Editing: Recipes',
      next: 'Filtering',
    });
    expect(neighbours('/x/react-tree-view-group', '/x/react-tree-view/rich-tree-view/items')).toEqual({
      prev: 'Simple Tree View: Focus',
      next: 'Rich Tree View: Selection',
    });
    expect(neighbours('/x/react-tree-view-group', '/x/react-tree-view/rich-tree-view/items', 'zh')).toEqual({
      prev: '简单树视图：焦点',
      next: '富树视图：选择',
    });
    expect(neighbours('/x/react-data-grid-group', '/x/react-data-grid/quickstart').prev).toBe('Data Grid');
  });

  it('keeps a title that names one page alone', () => {
    expect(neighbours('/x/react-data-grid-group', '/x/react-data-grid/pagination')).toEqual({
      prev: 'Filtering: Recipes',
      next: 'Row selection',
    });
  });
});

describe('heading of an untranslated page', () => {
  const grid = productOf('/x/react-data-grid-group');
  const label = createPageLabeller(grid, chinese, SECTION_SEPARATORS.zh);

  it('takes the Chinese navigation title, keeping the product prefix of the English heading', () => {
    expect(translatedHeading('Data Grid - Sorting', grid, label('/x/react-data-grid/sorting')!, chinese)).toBe(
      '数据表格 - 排序',
    );
    expect(translatedHeading('Data Grid - Filtering', grid, label('/x/react-data-grid/filtering')!, chinese)).toBe(
      '数据表格 - 筛选',
    );
    expect(translatedHeading('Data Grid', grid, label('/x/react-data-grid')!, chinese)).toBe('数据表格');
  });
});

/** Product and component names, written as their owners write them; every other word of a label is lower case. */
const PROPER_NAMES = [
  /\bDate and Time Pickers\b/,
  /\b(Date Time Range|Date Time|Date Range|Time Range|Date|Time) (Picker|Field|Calendar|components)\b/,
  /\b(Time|Digital) Clock\b/,
  /\b(Quick Filter|Columns Panel|Filter Panel|Prompt Field|Pivot Panel|Charts Panel|AI Assistant( Panel)?)\b/,
  /\b(Data Grid|Charts|Tree View|Simple Tree View|Rich Tree View|Material UI)\b/,
];

describe('navigation labels', () => {
  it('are in sentence case, product and component names aside', () => {
    const offenders: string[] = [];
    walkPages(pages, (page) => {
      if (page.pathname.startsWith('/x/api/')) return;
      const label = english(page);
      const rest = PROPER_NAMES.reduce((text, name) => text.replace(new RegExp(name, 'g'), 'name'), label);
      const words = rest.split(/[\s:()/-]+/).slice(1);
      if (words.some((word) => /^[A-Z][a-z]/.test(word))) offenders.push(`${page.pathname}: "${label}"`);
    });
    expect(offenders).toEqual([]);
  });
});
