import AxeBuilder from '@axe-core/playwright';
import { E2E_PRODUCTION_HOST } from '../playwright.config';
import { expect, test, waitForHydration } from './fixtures';

// The site under test is built with the simulated production host, so absolute URLs use it.
const ORIGIN = `https://${E2E_PRODUCTION_HOST}`;
const GUIDE = '/x/react-tree-view/rich-tree-view/items/';
const API = '/x/api/tree-view/rich-tree-view/';

test('sitemap.xml lists canonical pages with hreflang alternates, and robots.txt names it', async ({ request }) => {
  const sitemap = await request.get('/x/sitemap.xml');
  expect(sitemap.ok()).toBe(true);
  expect(sitemap.headers()['content-type']).toContain('xml');
  const xml = await sitemap.text();
  expect(xml).toContain(`<loc>${ORIGIN}${GUIDE}</loc>`);
  expect(xml).toContain(`<loc>${ORIGIN}${API}</loc>`);
  // A translated page is listed in both languages; an untranslated twin (canonical: English) is not listed at all.
  expect(xml).toContain(`<loc>${ORIGIN}/x/zh/introduction/</loc>`);
  expect(xml).toContain(`hreflang="zh-Hans" href="${ORIGIN}/x/zh/introduction/"`);
  expect(xml).toContain(`<loc>${ORIGIN}/x/zh${GUIDE.slice(2)}</loc>`);
  expect(xml).not.toContain(`${ORIGIN}/x/zh${API.slice(2)}`);
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(new Set(locs).size).toBe(locs.length);

  for (const path of ['/robots.txt', '/x/robots.txt']) {
    const robots = await request.get(path);
    expect(robots.ok()).toBe(true);
    expect(await robots.text()).toContain(`Sitemap: ${ORIGIN}/x/sitemap.xml`);
  }
});

test('llms.txt for the site and for a product link to Markdown versions', async ({ request }) => {
  const site = await (await request.get('/x/llms.txt')).text();
  expect(site.startsWith('# X Docs\n')).toBe(true);
  expect(site).toContain(`(${ORIGIN}/x/react-tree-view/rich-tree-view/items.md)`);
  const product = await request.get('/x/react-tree-view/llms.txt');
  expect(product.ok()).toBe(true);
  const text = await product.text();
  expect(text.startsWith('# Tree View\n')).toBe(true);
  expect(text).toContain(`(${ORIGIN}/x/api/tree-view/rich-tree-view.md)`);
});

for (const [kind, path, title] of [
  ['a guide', GUIDE, 'Rich Tree View - Items - X Docs'],
  ['an API', API, 'RichTreeView API - X Docs'],
] as const) {
  test(`${kind} page has canonical, Open Graph and Twitter tags with a PNG social image`, async ({ page, request }) => {
    await page.goto(path);
    const head = page.locator('head');
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${ORIGIN}${path}`);
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
    await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', `${ORIGIN}${path}`);
    await expect(head.locator('meta[property="og:site_name"]')).toHaveAttribute('content', 'X Docs');
    await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_US');
    await expect(head.locator('meta[property="og:description"]')).toHaveAttribute('content', /\w+/);
    await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    const image = await head.locator('meta[property="og:image"]').getAttribute('content');
    // Its own image, at the page's path under /x/og/.
    expect(image).toBe(`${ORIGIN}/x/og${path.slice('/x'.length).replace(/\/$/, '')}.png`);
    await expect(head.locator('meta[name="twitter:image"]')).toHaveAttribute('content', image!);
    const png = await request.get(image!.replace(ORIGIN, ''));
    expect(png.headers()['content-type']).toBe('image/png');
    const bytes = await png.body();
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    // Width and height from the IHDR chunk: 1200×630.
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
  });
}

test('"View as Markdown" opens the page as Markdown with its demos inlined', async ({ page }) => {
  await page.goto(GUIDE);
  await waitForHydration(page);
  const link = page.getByRole('link', { name: 'View as Markdown' });
  await expect(link).toHaveAttribute('href', '/x/react-tree-view/rich-tree-view/items.md');
  const response = page.waitForResponse((candidate) => candidate.url().endsWith('/items.md'));
  await link.click();
  expect((await response).headers()['content-type']).toContain('text/markdown');
  const body = page.locator('body');
  await expect(body).toContainText('# Rich Tree View - Items');
  await expect(body).toContainText('```tsx title="rich-items-basic.tsx"');
});

test('"Copy page" puts the page\'s Markdown on the clipboard, by mouse and by keyboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(API);
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'Copy page' })).toBeVisible();
  // The label changes once copied, so keep hold of the button by its slot.
  const button = page.locator('[data-slot="copy-page"]');
  await button.click();
  await expect(button).toHaveText('Page copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.startsWith('# RichTreeView API\n')).toBe(true);
  expect(copied).toContain('| Name | Type | Default | Description |');

  await page.evaluate(() => navigator.clipboard.writeText(''));
  await page.goto('/x/zh/introduction/');
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: '复制页面' })).toBeVisible();
  const chinese = page.locator('[data-slot="copy-page"]');
  await chinese.focus();
  await page.keyboard.press('Enter');
  await expect(chinese).toHaveText('页面已复制');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
    'Source: ' + ORIGIN + '/x/zh/introduction/',
  );
  await expect(page.getByRole('link', { name: '以 Markdown 格式查看' })).toHaveAttribute(
    'href',
    '/x/zh/introduction.md',
  );
});

test('the page actions are labelled and pass axe in light and dark schemes', async ({ page }) => {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(GUIDE);
    await waitForHydration(page);
    await expect(page.getByRole('group', { name: 'Page actions' })).toBeVisible();
    const results = await new AxeBuilder({ page })
      .include('[data-slot="page-markdown-actions"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(results.violations.map((violation) => `${scheme}: ${violation.id}`)).toEqual([]);
  }
});

test('llms.txt in Chinese lists Chinese titles and links a translated page to its Chinese Markdown', async ({
  request,
}) => {
  const site = await request.get('/x/zh/llms.txt');
  expect(site.ok()).toBe(true);
  const text = await site.text();
  expect(text.startsWith('# X Docs\n\n> MUI X React 组件库')).toBe(true);
  expect(text).toContain('\n## 树视图\n');
  expect(text).toContain(`(${ORIGIN}/x/zh${GUIDE.slice(2).replace(/\/$/, '')}.md)`);
  expect((await request.get('/x/zh/react-tree-view/llms.txt')).ok()).toBe(true);
});

test('a translated Chinese page is its own canonical page, with its own Chinese Markdown', async ({ request }) => {
  const twin = `/x/zh${GUIDE.slice('/x'.length)}`;
  const html = await (await request.get(twin)).text();
  const attribute = (tag: RegExp, name: string) => html.match(tag)?.[0].match(new RegExp(`${name}="([^"]*)"`))?.[1];
  const markdown = `${twin.replace(/\/$/, '')}.md`;
  expect(attribute(/<link rel="canonical"[^>]*>/, 'href')).toBe(`${ORIGIN}${twin}`);
  expect(attribute(/<link rel="alternate" type="text\/markdown"[^>]*>/, 'href')).toBe(`${ORIGIN}${markdown}`);
  expect(html).not.toContain('data-slot="untranslated"');
  const response = await request.get(markdown);
  expect(response.ok()).toBe(true);
  const text = await response.text();
  expect(text).toMatch(/^# 富树视图 - [\u4e00-\u9fff]/);
  expect(text).not.toContain('{/*');
});

test('a Chinese API page says in Chinese that its descriptions come from the packages', async ({ request }) => {
  const html = await (await request.get(`/x/zh${API.slice('/x'.length)}`)).text();
  expect(html).toMatch(/data-slot="api-source-note"[^>]*>[^<]*来自各个包源代码中的文档注释/);
});

for (const [kind, path] of [['API', API]] as const) {
  test(`an untranslated Chinese ${kind} twin reuses the English page's Markdown and social image`, async ({
    request,
  }) => {
    const twin = `/x/zh${path.slice('/x'.length)}`;
    const html = await (await request.get(twin)).text();
    const attribute = (tag: RegExp, name: string) => html.match(tag)?.[0].match(new RegExp(`${name}="([^"]*)"`))?.[1];
    const englishMarkdown = `${path.replace(/\/$/, '')}.md`;
    const englishImage = `${ORIGIN}/x/og${path.slice('/x'.length).replace(/\/$/, '')}.png`;
    expect(attribute(/<link rel="canonical"[^>]*>/, 'href')).toBe(`${ORIGIN}${path}`);
    expect(attribute(/<meta property="og:image"[^>]*>/, 'content')).toBe(englishImage);
    expect(attribute(/<link rel="alternate" type="text\/markdown"[^>]*>/, 'href')).toBe(`${ORIGIN}${englishMarkdown}`);
    // "View as Markdown" (readable without JavaScript) opens the English Markdown.
    expect(attribute(/<a [^>]*data-slot="view-markdown"[^>]*>/, 'href')).toBe(englishMarkdown);
    // Neither a Chinese Markdown copy nor a Chinese social image is written for the twin.
    expect((await request.get(`/x/zh${englishMarkdown.slice('/x'.length)}`)).status()).toBe(404);
    expect((await request.get(englishImage.replace(`${ORIGIN}/x/og/`, '/x/og/zh/'))).status()).toBe(404);
  });
}
