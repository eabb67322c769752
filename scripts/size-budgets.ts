/** Checks every built page's first-load weight against the budget of its page type (budgets.config.ts). */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sizeBudgets, type PageType, type SizeBudget } from '../budgets.config';
import { listSitePages } from './offline/site-pages';
import { builtHtmlFile, createPageWeigher, type PageWeight } from './page-weight';

/** A page's type, from its URL and its HTML: API reference, 404, home, a guide with live demos, or prose. */
export function pageTypeOf(urlPath: string, html: string): PageType {
  if (/^\/x\/(zh\/)?api\//.test(urlPath)) return 'api';
  if (/^\/x\/(zh\/)?404(\/|\.html)$/.test(urlPath)) return 'not-found';
  if (/^\/x\/(zh\/)?$/.test(urlPath)) return 'home';
  return /\sdata-slot="demo"/.test(html) ? 'demo' : 'prose';
}

export interface MeasuredPage extends PageWeight {
  path: string;
  type: PageType;
}

export interface BudgetFailure {
  path: string;
  type: PageType;
  kind: keyof SizeBudget;
  size: number;
  budget: number;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** `/x/api/…/: first-load JS 123.4 KB gz > budget 100.0 KB (api page)` */
export function formatFailure(failure: BudgetFailure): string {
  const kind = { html: 'HTML', css: 'CSS', js: 'first-load JS' }[failure.kind];
  return `${failure.path}: ${kind} ${kb(failure.size)} gz > budget ${kb(failure.budget)} (${failure.type} page)`;
}

/** URL path of every page in a built out/ directory (`/x/`, `/x/zh/introduction/`, …, `/x/404.html`), sorted. */
export function listOutPages(outDir: string): string[] {
  const pages = listSitePages(outDir);
  if (existsSync(join(outDir, '404.html'))) pages.push('/x/404.html');
  return pages.sort();
}

/** Measures every page of out/ and compares it with its type's budget. */
export function checkSizeBudgets(
  outDir: string,
  budgets: Record<PageType, SizeBudget> = sizeBudgets,
): { pages: MeasuredPage[]; failures: BudgetFailure[] } {
  if (!existsSync(outDir)) throw new Error(`${outDir} not found: build the site first`);
  const weigh = createPageWeigher(outDir);
  const pages: MeasuredPage[] = listOutPages(outDir).map((path) => {
    const html = readFileSync(builtHtmlFile(outDir, path), 'utf8');
    return { path, type: pageTypeOf(path, html), ...weigh(path) };
  });
  const failures: BudgetFailure[] = [];
  for (const page of pages) {
    for (const kind of ['html', 'css', 'js'] as const) {
      const budget = budgets[page.type][kind];
      if (page[kind] > budget) failures.push({ path: page.path, type: page.type, kind, size: page[kind], budget });
    }
  }
  return { pages, failures };
}

/** The heaviest page (by first-load JS) of each type present. */
export function heaviestByType(pages: MeasuredPage[]): MeasuredPage[] {
  const heaviest = new Map<PageType, MeasuredPage>();
  for (const page of pages) {
    const current = heaviest.get(page.type);
    if (!current || page.js > current.js) heaviest.set(page.type, page);
  }
  return [...heaviest.values()];
}

/** The English page of a type with the most first-load JS (measuring only pages of that type). */
export function heaviestPageOfType(outDir: string, type: PageType): string {
  const weigh = createPageWeigher(outDir);
  const candidates = listOutPages(outDir).filter(
    (path) =>
      !path.startsWith('/x/zh/') && pageTypeOf(path, readFileSync(builtHtmlFile(outDir, path), 'utf8')) === type,
  );
  if (candidates.length === 0) throw new Error(`no ${type} page in ${outDir}`);
  const weights = new Map(candidates.map((path) => [path, weigh(path).js]));
  return candidates.reduce((best, path) => (weights.get(path)! > weights.get(best)! ? path : best));
}
