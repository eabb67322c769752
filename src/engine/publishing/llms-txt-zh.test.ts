import { describe, expect, it } from 'vitest';
import type { MuiPage } from '../types';
import { createLlmsTxtFiles } from './llms-txt';
import { listPublishedPages, withTranslations } from './published-pages';
import { testInput, testTree } from './test-site';

const origin = 'https://docs.example.com';
const chineseTitles: Record<string, string> = {
  '/x/introduction-group': '简介',
  '/x/introduction': '概览',
  '/x/react-data-grid-group': '数据表格',
  '/x/react-data-grid': '概览',
  '/x/react-data-grid/features': '主要功能',
  '/x/react-data-grid/sorting': '排序',
  '/x/api/data-grid-group': 'API 参考',
};
const titleOf = (entry: MuiPage) => chineseTitles[entry.pathname] ?? entry.title ?? entry.subheader ?? '';
const pages = withTranslations(
  listPublishedPages(testInput),
  new Map([
    ['/x', { title: 'X 文档', description: '首页。' }],
    ['/x/introduction', { title: '简介', description: 'MUI X 是什么。' }],
  ]),
);
const files = createLlmsTxtFiles(testTree, pages, origin, { language: 'zh', titleOf });
const fileAt = (pathname: string) => files.find((file) => file.pathname === pathname)?.text ?? '';

describe('the Chinese llms.txt', () => {
  it('is written under /x/zh/, for the site and each section', () => {
    expect(files.map((file) => file.pathname)).toEqual([
      '/x/zh/llms.txt',
      '/x/zh/introduction/llms.txt',
      '/x/zh/react-data-grid/llms.txt',
    ]);
  });

  it('reads in Chinese: summary, section headings and navigation titles', () => {
    const site = fileAt('/x/zh/llms.txt');
    expect(site).toMatch(/^# X Docs\n\n> MUI X React 组件库（数据表格、日期和时间选择器、图表、树视图）的中文文档/);
    expect(site).toContain('\n## 简介\n');
    expect(site).toContain('\n### 主要功能\n');
    expect(site).toContain(
      '- [数据表格：全部页面](https://docs.example.com/x/zh/react-data-grid/llms.txt): 该部分自己的 llms.txt',
    );
    expect(site).not.toContain('Introduction');
  });

  it('links a translated page to its Chinese Markdown with its Chinese description', () => {
    expect(fileAt('/x/zh/llms.txt')).toContain(
      '- [概览](https://docs.example.com/x/zh/introduction.md): MUI X 是什么。',
    );
  });

  it('links an untranslated page to the English Markdown, marked as English', () => {
    const grid = fileAt('/x/zh/react-data-grid/llms.txt');
    expect(grid).toContain('- [排序](https://docs.example.com/x/react-data-grid/sorting.md)（英文）: Sort rows.');
    expect(grid).toContain('(https://docs.example.com/x/api/data-grid/data-grid.md)（英文）: The free grid.');
  });
});

describe('withTranslations', () => {
  it('swaps in the translation of translated pages only', () => {
    const home = pages.find((page) => page.pathname === '/x/');
    expect(home).toMatchObject({ title: 'X 文档', description: '首页。' });
    expect(pages.find((page) => page.pathname === '/x/react-data-grid/')?.description).toBe('A table.');
  });
});
