import { expect, test, waitForHydration, type Page } from './fixtures';
import { listBuiltPages, OUT_DIR, readBuiltPage } from './built-site';
import { heaviestPageOfType, pageTypeOf } from '../scripts/size-budgets';

/**
 * No console errors, hydration warnings or uncaught exceptions on a sample of every page type, chosen from the built
 * site so new pages and features are covered as they land: both home pages, the first prose guide, the heaviest demo
 * page (by first-load JavaScript), the first and the largest API page, each also in Chinese, and an unknown URL.
 */
function samplePages(): string[] {
  const english = listBuiltPages().filter((path) => !path.startsWith('/x/zh/') && !path.startsWith('/x/404'));
  const byType = (type: string) => english.filter((path) => pageTypeOf(path, readBuiltPage(path)) === type);
  const api = byType('api');
  const largestApi = api.reduce((best, path) =>
    readBuiltPage(path).length > readBuiltPage(best).length ? path : best,
  );
  const sample = new Set(['/x/', byType('prose')[0]!, heaviestPageOfType(OUT_DIR, 'demo'), api[0]!, largestApi]);
  return [...sample].flatMap((path) => [path, path.replace(/^\/x\//, '/x/zh/')]);
}

const UNKNOWN_PAGE = '/x/react-data-grid/no-such-page/';

/** Hydration problems React reports as warnings; every console error counts. */
const HYDRATION = /hydrat|did not match|server rendered|Minified React error #(418|423|425)/i;

async function problemsWhileLoading(page: Page, path: string, errors: string[]): Promise<string[]> {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && HYDRATION.test(message.text())) warnings.push(message.text());
  });
  await page.goto(path);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  // Scrolling through the page lets lazily rendered parts (demos, the TOC's scroll spy) run too.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForTimeout(300);
  return [...errors, ...warnings];
}

test.describe('console stays clean', () => {
  test.describe.configure({ mode: 'parallel' });

  for (const path of samplePages()) {
    test(`${path}`, async ({ page, consoleErrors }) => {
      expect(await problemsWhileLoading(page, path, consoleErrors)).toEqual([]);
    });
  }

  test(`the 404 page (${UNKNOWN_PAGE})`, async ({ page, consoleErrors }) => {
    const problems = await problemsWhileLoading(page, UNKNOWN_PAGE, consoleErrors);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    // The browser reports the document's own 404 status; nothing else may show up.
    expect(problems.filter((text) => !/status of 404/.test(text))).toEqual([]);
  });
});
