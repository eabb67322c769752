import type { MuiPage } from '../types';
import { normalizePathname } from '../page-tree';
import type { PublishedPage } from './published-pages';
import { llmsTxtPathname, markdownPathname, pageMarkdownPathname } from './urls';

/** One generated `llms.txt`: its URL pathname and text. */
export interface LlmsTxtFile {
  pathname: string;
  text: string;
}

const SITE_SUMMARY =
  'Documentation of the MUI X React libraries (Data Grid, Date and Time Pickers, Charts, Tree View): guides with ' +
  'runnable demos and a generated API reference. Every link below points at the Markdown version of a page.';

const ZH_SITE_SUMMARY =
  'MUI X React 组件库（数据表格、日期和时间选择器、图表、树视图）的中文文档：带可运行示例的指南，以及由各个包生成的 API 参考' +
  '（说明为英文）。下面每个链接都指向页面的 Markdown 版本；尚未翻译的页面链接到英文版本，并标注“（英文）”。';

/** The Chinese edition of the files: Chinese titles and sentences, links to the Chinese Markdown where written. */
export interface LlmsTxtEdition {
  language: 'zh';
  /** A navigation entry's title in that language (`getPageTitle(entry, 'zh')`). */
  titleOf: (entry: MuiPage) => string;
}

/** The fixed sentences of each edition. */
const WORDS = {
  en: {
    summary: SITE_SUMMARY,
    everyPage: (title: string) => `${title}: every page`,
    ownFile: "the section's own llms.txt",
    section: (title: string) => `${title} in X Docs. ${SITE_SUMMARY}`,
    apiReference: (title: string) => `${title} API reference`,
    english: '',
  },
  zh: {
    summary: ZH_SITE_SUMMARY,
    everyPage: (title: string) => `${title}：全部页面`,
    ownFile: '该部分自己的 llms.txt',
    section: (title: string) => `X Docs 中的${title}。${ZH_SITE_SUMMARY}`,
    apiReference: (title: string) => `${title} API 参考`,
    english: '（英文）',
  },
};

const isApiGroup = (entry: MuiPage) => entry.pathname.startsWith('/x/api/');

/** URL folder a top-level navigation group lives in: the first segment of its first page (`react-data-grid`). */
export function sectionFolderOf(group: MuiPage): string | undefined {
  let first: string | undefined;
  const find = (entries: readonly MuiPage[]): void => {
    for (const entry of entries) {
      if (first) return;
      if (entry.children) find(entry.children);
      else if (!/^https?:/.test(entry.pathname)) first = entry.pathname;
    }
  };
  find(group.children ?? [group]);
  return first?.split('/')[2];
}

/**
 * The site's `llms.txt` (guides of every section, each section's own file, API indexes as optional reading) and
 * one per section listing all of its pages, API reference included, grouped as the navigation is. With an
 * `edition`, the same files in Chinese under `/x/zh/`: `pages` then carry the translations' descriptions.
 */
export function createLlmsTxtFiles(
  tree: readonly MuiPage[],
  pages: readonly PublishedPage[],
  origin: string,
  edition?: LlmsTxtEdition,
) {
  const language = edition?.language ?? 'en';
  const words = WORDS[language];
  const titleOf = (entry: MuiPage) =>
    edition ? edition.titleOf(entry) : (entry.title ?? entry.subheader ?? entry.pathname);
  const byPathname = new Map(pages.map((page) => [normalizePathname(page.pathname), page]));
  const link = (page: PublishedPage, title = page.title) => {
    const href = edition
      ? pageMarkdownPathname(page.pathname, language, page.translated)
      : markdownPathname(page.pathname);
    const marker = page.translated ? '' : words.english;
    return `- [${title}](${origin}${href})${marker}${page.description ? `: ${page.description}` : ''}`;
  };

  const render = (entries: readonly MuiPage[], depth: number, skipApi: boolean): string[] => {
    const lines: string[] = [];
    for (const entry of entries) {
      if (skipApi && isApiGroup(entry)) continue;
      if (entry.children) {
        const heading = titleOf(entry);
        lines.push('', `${'#'.repeat(Math.min(depth, 6))} ${heading}`, '');
        lines.push(...render(entry.children, depth + 1, skipApi));
        continue;
      }
      const page = byPathname.get(normalizePathname(entry.pathname));
      if (page) lines.push(link(page, entry.title && entry.title !== 'Index' ? titleOf(entry) : page.title));
    }
    return lines;
  };

  const files: LlmsTxtFile[] = [];
  const site: string[] = ['# X Docs', '', `> ${words.summary}`];
  const optional: string[] = [];
  for (const group of tree) {
    const folder = sectionFolderOf(group);
    const title = titleOf(group);
    site.push('', `## ${title}`, '');
    if (folder) {
      site.push(`- [${words.everyPage(title)}](${origin}${llmsTxtPathname(folder, language)}): ${words.ownFile}`);
    }
    site.push(...render(group.children ?? [], 3, true));
    for (const api of (group.children ?? []).filter(isApiGroup)) {
      const index = byPathname.get(normalizePathname(api.pathname.replace(/-group$/, '')));
      if (index) optional.push(link(index, words.apiReference(title)));
    }
    if (!folder) continue;
    const text = [`# ${title}`, '', `> ${words.section(title)}`, '', ...render(group.children ?? [], 2, false)];
    files.push({ pathname: llmsTxtPathname(folder, language), text: `${tidy(text)}\n` });
  }
  if (optional.length > 0) site.push('', '## Optional', '', ...optional);
  return [{ pathname: llmsTxtPathname(undefined, language), text: `${tidy(site)}\n` }, ...files];
}

/** Joins lines, keeping at most one blank line in a row and none at the start or end. */
function tidy(lines: string[]): string {
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
