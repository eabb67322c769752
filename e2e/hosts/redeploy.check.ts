/**
 * A redeploy with a reader on the site, on Cloudflare's runtime: build A (out/) is served, the reader's worker
 * installs; then the deployment's folder switches at once to build B (out/ with every hashed file renamed, a new
 * worker build id and a changed page title: scripts/hosts/next-build.ts), and build A's files are gone, as after a
 * Cloudflare Pages deployment. The reader is offered the new version, and after reloading gets B's HTML with B's
 * scripts, no request failing or mixing the builds; a page still open on A keeps working until reloaded.
 * XDOCS_KEEP_PREVIOUS_ASSETS=1 deploys B with A's hashed files kept beside B's (docs/hosts.md, "Redeploying").
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { chromiumLaunch, E2E_PRODUCTION_HOST } from '../../playwright.config';
import { cloudflareCommand, stageSite } from '../../scripts/hosts/hosts';
import { makeNextBuild, type NextBuild } from '../../scripts/hosts/next-build';
import { OUT_DIR } from '../built-site';
import { expect, readerActs, test, waitForDemo, waitForHydration } from '../fixtures';

const PORT = 8790;
const origin = `http://${E2E_PRODUCTION_HOST}`;
const MARKED = 'introduction/index.html';
let workDir: string;
let host: ChildProcess | undefined;
let browser: Browser;
let next: NextBuild;

// One host and one deployment folder for the file: its tests run one after another, in one worker.
test.describe.configure({ mode: 'default', timeout: 180_000 });

test.beforeAll(async () => {
  test.skip(test.info().project.name !== 'cloudflare', 'a redeploy is checked on the Cloudflare runtime');
  test.setTimeout(120_000);
  workDir = mkdtempSync(join(tmpdir(), 'x-docs-redeploy-'));
  const site = stageSite(OUT_DIR, workDir);
  const command = cloudflareCommand(site, workDir, PORT);
  host = spawn(command.command, command.args, {
    cwd: command.cwd,
    env: { ...process.env, ...command.env },
    stdio: 'ignore',
    detached: true,
  });
  next = makeNextBuild(OUT_DIR, join(workDir, 'next'), MARKED, {
    keepPreviousAssets: process.env.XDOCS_KEEP_PREVIOUS_ASSETS === '1',
  });
  await expect(async () => expect((await fetch(`http://127.0.0.1:${PORT}/x/`)).status).toBe(200)).toPass({
    timeout: 60_000,
  });
  browser = await chromium.launch({
    ...chromiumLaunch,
    args: [
      ...chromiumLaunch.args,
      `--host-resolver-rules=MAP ${E2E_PRODUCTION_HOST} 127.0.0.1:${PORT}`,
      `--unsafely-treat-insecure-origin-as-secure=${origin}`,
    ],
  });
});

test.afterAll(async () => {
  await browser?.close();
  try {
    if (host?.pid) process.kill(-host.pid, 'SIGTERM');
  } catch {
    // the host had already stopped
  }
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

/** Points the served folder's `x` at a build, in one rename, as a deployment switches at once. */
function deploy(build: string): void {
  const link = join(workDir, 'site', 'x.next');
  symlinkSync(resolve(build), link);
  renameSync(link, join(workDir, 'site', 'x'));
}

test.afterEach(() => deploy(OUT_DIR));

/** Every request of a page to the site: the asset file names asked for, and the requests that failed. */
function watch(page: Page) {
  const seen = { assets: [] as string[], failed: [] as string[], documentStart: 0 };
  const ours = (url: string) => url.startsWith(`${origin}/x/`);
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    // What the page asks for from its latest document on (the old document may still fetch while it unloads).
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) seen.documentStart = seen.assets.length;
    if (ours(request.url()) && path.startsWith('/x/assets/')) seen.assets.push(path.slice('/x/assets/'.length));
  });
  page.on('requestfailed', (request) => {
    if (ours(request.url())) seen.failed.push(`${request.url()} ${request.failure()?.errorText}`);
  });
  page.on('response', (response) => {
    if (ours(response.url()) && response.status() >= 400) seen.failed.push(`${response.url()} ${response.status()}`);
  });
  return seen;
}

/** A reader's browser, on build A, with the worker installed and controlling the page. */
async function readerOnBuildA(path: string) {
  const context = await browser.newContext({
    storageState: {
      cookies: [],
      origins: [{ origin, localStorage: [{ name: 'xdocs-analytics-consent', value: 'denied' }] }],
    },
  });
  const page = await context.newPage();
  const requests = watch(page);
  await page.goto(`${origin}${path}`);
  await waitForHydration(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  return { context, page, requests };
}

test(
  'the reader is offered the new build and, on reload, gets its HTML with its scripts, no request failing',
  { tag: '@full' },
  async () => {
    const { context, page, requests } = await readerOnBuildA('/x/introduction/');
    await expect(page).not.toHaveTitle(/next build/);

    deploy(join(workDir, 'next'));
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await expect(page.getByText('A new version is available')).toBeVisible({ timeout: 30_000 });
    const [html] = await Promise.all([
      page.waitForResponse((response) => response.request().isNavigationRequest()),
      page.getByRole('button', { name: 'Reload' }).click(),
    ]);
    // The page's HTML is build B's (its title in the HTML is marked; the running page may set its own title).
    expect(await html.text()).toContain('(next build)</title>');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const afterReload = requests.assets.slice(requests.documentStart);
    const buildB = new Set(next.renamed.values());
    expect(afterReload.length).toBeGreaterThan(0);
    expect(
      afterReload.filter((name) => !buildB.has(name)),
      "build A's files after the reload",
    ).toEqual([]);
    expect(requests.failed).toEqual([]);
    expect(await page.evaluate(() => caches.keys())).toContainEqual(`x-docs-shell-${next.buildId}`);
    await context.close();
  },
);

test('a page still open on build A loads its lazy code after the redeploy', { tag: '@full' }, async () => {
  const { context, page, requests } = await readerOnBuildA('/x/react-tree-view/rich-tree-view/items/');

  deploy(join(workDir, 'next'));
  // The demo's code was never loaded on this page: it is asked for now, after build A's files left the host.
  await readerActs(page);
  const demo = page.locator('#demo-rich-items-basic');
  const picture = demo.locator('[data-slot="demo-placeholder"]');
  // Until the demo is live or a request of the page fails (the failures name build A's missing files).
  await expect
    .poll(async () => requests.failed.length > 0 || (await picture.count()) === 0, { timeout: 30_000 })
    .toBe(true);
  expect(requests.failed, "build A's lazy files").toEqual([]);
  await waitForDemo(demo);
  const breakfast = demo.getByRole('treeitem', { name: 'Breakfast' });
  await breakfast.locator('.MuiTreeItem-label').first().click({ timeout: 15_000 });
  await expect(breakfast).toHaveAttribute('aria-expanded', 'true');
  await context.close();
});
