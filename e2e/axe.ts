import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import type { AxeFinding, AxeRunOptions } from '../src/demo-sweep/sweep-types';

/**
 * axe-core for the page-by-page sweeps, run in the page itself. `@axe-core/playwright` finishes every audit in a fresh
 * blank page, which costs more than the audit of a typical generated page; installing axe once per browser context and
 * calling `axe.run` directly keeps a sweep over every built page within CI's time.
 */
const require = createRequire(import.meta.url);
/** axe-core's browser bundle, for pages that install it themselves (the demo sweep's page). */
export const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The standard audited: WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

/**
 * Rules of those criteria that axe tags "experimental" and leaves out of a run by tag: enabled by name, so the sweep
 * runs every WCAG 2.x A/AA rule axe has. `label-content-name-mismatch` (2.5.3, label in name) was one until axe 4.14
 * and stays named here, so the gate cannot lose it again.
 */
export const EXPERIMENTAL_WCAG_RULES: readonly string[] = [
  ...new Set([
    'label-content-name-mismatch',
    ...(require('axe-core') as typeof import('axe-core'))
      .getRules([...WCAG_TAGS])
      .filter((rule) => rule.tags.includes('experimental'))
      .map((rule) => rule.ruleId),
  ]),
];

/** The WCAG A/AA rules whose outcome depends on the colour scheme. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

/**
 * Violations in the published packages' own markup that no page of ours can change, each for one rule only (every
 * other rule still audits those elements). Keep each one narrow and say why.
 */
export const LIBRARY_ISSUES: readonly { rule: string; target: RegExp; why: string }[] = [
  {
    rule: 'label-content-name-mismatch',
    target: /\.MuiMultiSectionDigitalClockSection-item/,
    why:
      '@mui/x-date-pickers 8.12 names each item of the multi-section digital clock "4 hours" while it shows "04"; ' +
      'the name comes from the package (hoursClockNumberText), the padded text from its format',
  },
  {
    rule: 'label-content-name-mismatch',
    target: /\.MuiDataGrid-collapsibleTrigger\b/,
    why:
      '@mui/x-data-grid-premium 8.12 names each section of the pivot panel "Rows", "Columns", "Values" with aria-label ' +
      'while its visible text adds the badge with the number of fields ("Rows1")',
  },
  {
    rule: 'aria-required-children',
    target: /\.MuiDataGrid-main\b|\.MuiDataGrid-row--borderBottom\b/,
    why:
      '@mui/x-data-grid 8.12 keeps role="grid" on its main element and role="row" on the header row while an overlay ' +
      '(loading, no rows, no results, no columns) stands in for the rows or the columns, so they hold no row or cell',
  },
  {
    rule: 'aria-progressbar-name',
    target:
      /\.Mui(Circular|Linear)Progress-root\b[^<]* < [^<]*\.MuiDataGrid-(overlay|treeDataGroupingCellLoadingContainer|groupingCriteriaCellLoadingContainer)\b/,
    why:
      "@mui/x-data-grid 8.12's loading overlay renders its progress slot without props (GridLoadingOverlay: " +
      '`<Component />`), and the cell of a server-side group being fetched renders one with a size only (Pro ' +
      'GridDataSourceTreeDataGroupingCell, Premium GridDataSourceGroupingCriteriaCell): none has a name',
  },
  {
    rule: 'color-contrast',
    target: /^(?=[^<]*\.MuiDigitalClock-item\b)(?=[^<]*\.Mui-disabled\b)/,
    why:
      '@mui/x-date-pickers 8.12 DigitalClock passes `disabled` to each item and then `aria-disabled={readOnly}`, which ' +
      'overrides the one MenuItem sets: a disabled time is dimmed but marked neither disabled nor aria-disabled',
  },
  {
    rule: 'color-contrast',
    target: /\.MuiDayCalendar-weekNumber(Label)?\b/,
    why: '@mui/x-date-pickers 8.12 draws week numbers (displayWeekNumber) in palette.text.disabled (DayCalendar)',
  },
  {
    rule: 'button-name',
    target: /\.Mui(DateRange)?PickerDay2-(root|fillerCell)\b/,
    why:
      '@mui/x-date-pickers 8.12 PickerDay2 and DateRangePickerDay2 render the empty cells before and after the month ' +
      '(showDaysOutsideCurrentMonth off) as <button>s with no content',
  },
  {
    rule: 'label-content-name-mismatch',
    target: /\.MuiButton-root\b[^<]* < [^<]*\.MuiDataGrid-toolbarContainer\b/,
    why:
      '@mui/x-data-grid 8.12 GridToolbarFilterButton is named "Show filters" while its start icon is a badge whose "0" ' +
      'is hidden by a scale(0) transform only, so the text axe reads is "0 Filters"',
  },
  {
    rule: 'aria-prohibited-attr',
    target: /^div\[aria-label="Detail panel toggle"\]$/,
    why:
      '@mui/x-data-grid-pro 8.12 renders the detail panel column header as a bare <div aria-label> ' +
      '(gridDetailPanelToggleColDef renderHeader): a name on an element whose role cannot be named',
  },
];

/** Makes axe available in every page and frame the context opens from now on. */
export async function installAxe(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: AXE_SOURCE });
}

/** axe's run options for the given rules, or for every WCAG 2.x A/AA rule (experimental ones included). */
export function axeRunOptions(rules?: readonly string[]): AxeRunOptions {
  return rules
    ? { runOnly: { type: 'rule', values: [...rules] }, resultTypes: ['violations'] }
    : {
        runOnly: { type: 'tag', values: [...WCAG_TAGS] },
        rules: Object.fromEntries(EXPERIMENTAL_WCAG_RULES.map((rule) => [rule, { enabled: true }])),
        resultTypes: ['violations'],
      };
}

/**
 * The serious and critical violations among `found`, one line each (`rule: target, target`), without those
 * LIBRARY_ISSUES names.
 */
export function seriousLines(found: readonly AxeFinding[]): string[] {
  return found
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      ...violation,
      targets: violation.targets
        .filter(
          ({ target, classes }) =>
            !LIBRARY_ISSUES.some(
              (issue) => issue.rule === violation.id && (issue.target.test(target) || issue.target.test(classes)),
            ),
        )
        .map(({ target }) => target),
    }))
    .filter((violation) => violation.targets.length > 0)
    .map((violation) => `${violation.id}: ${violation.targets.join(', ')}`);
}

/**
 * Serious and critical violations on the current page, one line each (`rule: target, target`): of the given rules, or
 * of every WCAG 2.x A/AA rule, experimental ones included. Only elements matching `include` (default: the whole page)
 * are audited, and those matching `exclude` are left out; those matching `detach` are taken out of the document while
 * axe runs (much faster on a large page, but the page lays out without them: only for parts audited elsewhere).
 * With `asLoaded`, off-screen sections are left as the browser skipped them, as Lighthouse audits a page before any
 * scrolling (slow on a large page; see below).
 */
export async function seriousViolations(
  page: Page,
  {
    rules,
    include,
    exclude = [],
    detach = [],
    asLoaded = false,
  }: {
    rules?: readonly string[];
    include?: readonly string[];
    exclude?: readonly string[];
    detach?: readonly string[];
    asLoaded?: boolean;
  } = {},
): Promise<string[]> {
  const context: { include?: string[][]; exclude: string[][] } = { exclude: exclude.map((selector) => [selector]) };
  if (include) context.include = include.map((selector) => [selector]);
  const options = axeRunOptions(rules);
  const found = await page.evaluate(
    async ({ context, options, detach, asLoaded }) => {
      const axe = (window as unknown as { axe?: { run: (c: unknown, o: unknown) => Promise<AxeResults> } }).axe;
      if (!axe) throw new Error('axe-core is not installed in this page: call installAxe(context) before page.goto');
      // Off-screen API tables and code blocks have `content-visibility: auto`: the browser skips their layout until
      // the reader scrolls near. axe reads the geometry of every element (its visibility and colour checks), and each
      // read inside a skipped section laid that section out again, so the audit grew with the square of the page:
      // the Data Grid Premium API page (10,700 elements) took 19.5 s for colour contrast alone, 3.3 s with every
      // section laid out once. axe audits the page as a reader who has scrolled through it sees it, then it is put back.
      const laidOut = document.createElement('style');
      laidOut.textContent = '*, ::before, ::after { content-visibility: visible !important; }';
      if (!asLoaded) document.head.append(laidOut);
      // axe walks the whole document on every run, whatever its context leaves out (its flattened tree and each rule's
      // selection): the row grouping guide's 7,200 elements cost about a second a run before any rule, most of them
      // in parts the caller audits elsewhere. Those parts leave the document for the length of the audit (a comment
      // holds each one's place) and are put back as they were, the same nodes, before anything else runs.
      const held: [Element, Comment][] = [];
      for (const selector of detach) {
        for (const element of document.querySelectorAll(selector)) {
          if (!element.isConnected) continue;
          const place = document.createComment('audited elsewhere');
          element.replaceWith(place);
          held.push([element, place]);
        }
      }
      let results: AxeResults;
      try {
        results = await axe.run(context, options);
      } finally {
        for (const [element, place] of held.reverse()) place.replaceWith(element);
        laidOut.remove();
      }
      return results.violations.map(({ id, impact, nodes }) => ({
        id,
        impact: impact ?? null,
        // A generated selector may not say whose markup it is: LIBRARY_ISSUES match it or the element's classes.
        targets: nodes.map((node) => {
          const target = node.target.join(' ');
          const element = node.target.length === 1 ? document.querySelector(String(node.target[0])) : null;
          const classesOf = (node: Element | null | undefined) => (node ? `.${[...node.classList].join('.')}` : '');
          return { target, classes: element ? `${classesOf(element)} < ${classesOf(element.parentElement)}` : '' };
        }),
      }));
    },
    { context, options, detach: [...detach], asLoaded },
  );
  return seriousLines(found);
}
