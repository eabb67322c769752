import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

/**
 * axe-core for the page-by-page sweeps, run in the page itself. `@axe-core/playwright` finishes every audit in a fresh
 * blank page, which costs more than the audit of a typical generated page; installing axe once per browser context and
 * calling `axe.run` directly keeps a sweep over every built page within CI's time.
 */
const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

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
    rule: 'aria-prohibited-attr',
    target: /^div\[aria-label="Detail panel toggle"\]$/,
    why:
      '@mui/x-data-grid-pro 8.12 renders the detail panel column header as a bare <div aria-label> ' +
      '(gridDetailPanelToggleColDef renderHeader): a name on an element whose role cannot be named',
  },
];

/** Makes axe available in every page and frame the context opens from now on. */
export async function installAxe(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: axeSource });
}

/**
 * Serious and critical violations on the current page, one line each (`rule: target, target`): of the given rules, or
 * of every WCAG 2.x A/AA rule, experimental ones included. Elements matching `exclude` are left out.
 */
export async function seriousViolations(
  page: Page,
  { rules, exclude = [] }: { rules?: readonly string[]; exclude?: readonly string[] } = {},
): Promise<string[]> {
  // Plain JSON for page.evaluate (axe's own ContextObject and RunOptions types are too deep for its argument type).
  const context: { exclude: string[][] } = { exclude: exclude.map((selector) => [selector]) };
  const options: {
    runOnly: { type: 'rule' | 'tag'; values: string[] };
    rules?: Record<string, { enabled: boolean }>;
    resultTypes: ['violations'];
  } = rules
    ? { runOnly: { type: 'rule', values: [...rules] }, resultTypes: ['violations'] }
    : {
        runOnly: { type: 'tag', values: [...WCAG_TAGS] },
        rules: Object.fromEntries(EXPERIMENTAL_WCAG_RULES.map((rule) => [rule, { enabled: true }])),
        resultTypes: ['violations'],
      };
  const violations = await page.evaluate(
    async ({ context, options }) => {
      const axe = (window as unknown as { axe?: { run: (c: unknown, o: unknown) => Promise<AxeResults> } }).axe;
      if (!axe) throw new Error('axe-core is not installed in this page: call installAxe(context) before page.goto');
      // Off-screen API tables and code blocks have `content-visibility: auto`: the browser skips their layout until
      // the reader scrolls near. axe reads the geometry of every element (its visibility and colour checks), and each
      // read inside a skipped section laid that section out again, so the audit grew with the square of the page:
      // the Data Grid Premium API page (10,700 elements) took 19.5 s for colour contrast alone, 3.3 s with every
      // section laid out once. axe audits the page as a reader who has scrolled through it sees it, then it is put back.
      const laidOut = document.createElement('style');
      laidOut.textContent = '*, ::before, ::after { content-visibility: visible !important; }';
      document.head.append(laidOut);
      let results: AxeResults;
      try {
        results = await axe.run(context, options);
      } finally {
        laidOut.remove();
      }
      return results.violations.map(({ id, impact, nodes }) => ({
        id,
        impact,
        // A generated selector may not say whose markup it is: LIBRARY_ISSUES match it or the element's classes.
        targets: nodes.map((node) => {
          const target = node.target.join(' ');
          const element = node.target.length === 1 ? document.querySelector(String(node.target[0])) : null;
          return { target, classes: element ? `.${[...element.classList].join('.')}` : '' };
        }),
      }));
    },
    { context, options },
  );
  return violations
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
