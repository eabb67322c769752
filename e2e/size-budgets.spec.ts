import { expect, test } from '@playwright/test';
import { sizeBudgets } from '../budgets.config';
import { checkSizeBudgets, formatFailure } from '../scripts/size-budgets';
import { OUT_DIR } from './built-site';

// A gate over the whole built site: every page's gzipped HTML, CSS and first-load JS within its type's budget
// (budgets.config.ts). A failure names the page, the kind of asset, its size and the budget.
test('every built page is within the size budget of its page type', () => {
  test.setTimeout(180_000);
  const { pages, failures } = checkSizeBudgets(OUT_DIR, sizeBudgets);
  expect(new Set(pages.map((page) => page.type))).toEqual(new Set(['home', 'prose', 'demo', 'api', 'not-found']));
  expect(failures.map(formatFailure)).toEqual([]);
});
