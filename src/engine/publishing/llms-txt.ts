import type { MuiPage } from '../types';
import { normalizePathname } from '../page-tree';
import type { PublishedPage } from './published-pages';
import { llmsTxtPathname, markdownPathname } from './urls';

/** One generated `llms.txt`: its URL pathname and text. */
export interface LlmsTxtFile {
  pathname: string;
  text: string;
}

const SITE_SUMMARY =
  'Documentation of the MUI X React libraries (Data Grid, Date and Time Pickers, Charts, Tree View): guides with ' +
  'runnable demos and a generated API reference. Every link below points at the Markdown version of a page.';

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
 * one per section listing all of its pages, API reference included, grouped as the navigation is.
 */
export function createLlmsTxtFiles(tree: readonly MuiPage[], pages: readonly PublishedPage[], origin: string) {
  const byPathname = new Map(pages.map((page) => [normalizePathname(page.pathname), page]));
  const link = (page: PublishedPage, title = page.title) =>
    `- [${title}](${origin}${markdownPathname(page.pathname)})${page.description ? `: ${page.description}` : ''}`;

  const render = (entries: readonly MuiPage[], depth: number, skipApi: boolean): string[] => {
    const lines: string[] = [];
    for (const entry of entries) {
      if (skipApi && isApiGroup(entry)) continue;
      if (entry.children) {
        const heading = entry.title ?? entry.subheader ?? entry.pathname;
        lines.push('', `${'#'.repeat(Math.min(depth, 6))} ${heading}`, '');
        lines.push(...render(entry.children, depth + 1, skipApi));
        continue;
      }
      const page = byPathname.get(normalizePathname(entry.pathname));
      if (page) lines.push(link(page, entry.title && entry.title !== 'Index' ? entry.title : page.title));
    }
    return lines;
  };

  const files: LlmsTxtFile[] = [];
  const site: string[] = ['# X Docs', '', `> ${SITE_SUMMARY}`];
  const optional: string[] = [];
  for (const group of tree) {
    const folder = sectionFolderOf(group);
    const title = group.title ?? group.subheader ?? group.pathname;
    site.push('', `## ${title}`, '');
    if (folder) site.push(`- [${title}: every page](${origin}${llmsTxtPathname(folder)}): the section's own llms.txt`);
    site.push(...render(group.children ?? [], 3, true));
    for (const api of (group.children ?? []).filter(isApiGroup)) {
      const index = byPathname.get(normalizePathname(api.pathname.replace(/-group$/, '')));
      if (index) optional.push(link(index, `${title} API reference`));
    }
    if (!folder) continue;
    const text = [
      `# ${title}`,
      '',
      `> ${title} in X Docs. ${SITE_SUMMARY}`,
      '',
      ...render(group.children ?? [], 2, false),
    ];
    files.push({ pathname: llmsTxtPathname(folder), text: `${tidy(text)}\n` });
  }
  if (optional.length > 0) site.push('', '## Optional', '', ...optional);
  return [{ pathname: llmsTxtPathname(), text: `${tidy(site)}\n` }, ...files];
}

/** Joins lines, keeping at most one blank line in a row and none at the start or end. */
function tidy(lines: string[]): string {
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
