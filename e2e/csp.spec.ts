import { expect, replaceCode, test, waitForHydration } from './fixtures';

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
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
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

/** The sources of a policy's script-src directive. */
const scriptSources = (policy: string | null | undefined) =>
  (policy ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('script-src '))
    ?.split(' ')
    .slice(1) ?? [];

const policiesOf = async (page: import('@playwright/test').Page, path: string) => {
  const response = await page.goto(path);
  const header = response?.headers()['content-security-policy'];
  const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  return { header: scriptSources(header), meta: scriptSources(meta) };
};

const everyKind = [
  '/x/',
  '/x/introduction/licensing/',
  '/x/api/data-grid/data-grid/',
  '/x/zh/introduction/',
  '/x/react-data-grid/sorting/',
];

for (const path of everyKind) {
  test(`${path} allows neither eval nor unlisted inline scripts: its meta policy lists its own, the header none`, async ({
    page,
  }) => {
    const { header, meta } = await policiesOf(page, path);
    expect(header).toEqual([]);
    expect(meta).toContain("'self'");
    expect(meta).not.toContain("'unsafe-eval'");
    expect(meta).not.toContain("'unsafe-inline'");
  });
}

test('every kind of page gets the same header policy, so no host has overlapping rules to merge', async ({ page }) => {
  const policies = new Set<string | undefined>();
  for (const path of everyKind) policies.add((await page.goto(path))?.headers()['content-security-policy']);
  expect(policies.size).toBe(1);
});

test('a page with live demos allows no eval, yet an edited demo runs: it is evaluated in the runner document', async ({
  page,
}) => {
  const { meta } = await policiesOf(page, '/x/react-tree-view/rich-tree-view/items/');
  expect(meta).not.toContain("'unsafe-eval'");
  expect(meta).not.toContain("'unsafe-inline'");
  await waitForHydration(page);
  const demo = page.locator('#demo-rich-items-basic');
  const editor = demo.getByRole('textbox', { name: 'Edit the code: rich-items-basic.tsx' });
  const original = await editor.inputValue();
  await replaceCode(
    editor,
    original
      .replace('aria-label="Recipes"', 'aria-label="Edited recipes"')
      .replace('export default function', 'const made = new Date(2024, 0, 31);\nexport default function'),
  );
  await expect(demo.locator('[data-slot="demo-preview"]').getByRole('tree', { name: 'Edited recipes' })).toBeVisible();
  await expect(demo.locator('[data-slot="live-status"]')).toContainText('runs your code');
  await expect(demo.locator('[data-slot="live-error"]')).toHaveCount(0);
  // The runner is the one document allowed to compile strings, and it is framed by our page, hidden.
  const runner = page.locator('iframe[title="Live edit runner"]');
  await expect(runner).toHaveAttribute('src', /\/x\/live-edit\/runner\.html$/);
  await expect(runner).toBeHidden();
  expect(await violationsOf(page)).toEqual([]);
});
