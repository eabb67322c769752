import { expect, test, waitForHydration } from './fixtures';

/** One page of each type: home, a guide with live demos, an API page, a Chinese page, the 404 page. */
const pages = [
  '/x/',
  '/x/react-tree-view/rich-tree-view/items/',
  '/x/api/data-grid/data-grid-premium/',
  '/x/zh/introduction/',
  '/x/no-such-page/',
];

test.beforeEach(async ({ page }) => {
  // Records every CSP violation from the first byte on.
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
});

const violationsOf = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

for (const path of pages) {
  test(`${path} runs under the Content-Security-Policy without violations`, async ({ page }) => {
    const reports: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) reports.push(message.text());
    });
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
    await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveCount(1);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(await violationsOf(page)).toEqual([]);
    expect(reports).toEqual([]);
  });
}

test('the policy is enforced: an injected inline script is blocked and reported', async ({ page }) => {
  await page.goto('/x/introduction/');
  await waitForHydration(page);
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.body.append(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violationsOf(page)).toContainEqual(expect.stringMatching(/^script-src/));
});
