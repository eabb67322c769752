/**
 * What the type checker of an edited demo costs (issue "Editing a demo should feel like an editor"): the size of its
 * worker (TypeScript included) and of each declaration pack in out/assets, and the time from an edit that introduces
 * a type error to its underline in the editor, for a first edit (the worker starts and downloads TypeScript and the
 * Data Grid packs) and for a second error once the checker is warm. Serves the built out/ in-process in Debian's
 * Chromium; median of three loads.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { chromiumLaunch } from '../../../playwright.config';
import { kb } from '../format';
import { median, serveOut } from '../serve-out';
import type { BenchSectionRunner } from '../types';

const PAGE = '/x/react-data-grid/components/ai-assistant-panel/';
const DEMO = '#demo-ai-assistant-panel-trigger';
const RUNS = 3;
const ASSETS = join('out', 'assets');

/** The checker's files in the build: the worker and every declaration pack, raw and gzipped. */
function checkerFiles(): { name: string; raw: number; gz: number }[] {
  return readdirSync(ASSETS)
    .filter((name) => /^type-check\.worker-.*\.js$|^types-[a-z-]+-.*\.json$/.test(name))
    .sort()
    .map((name) => {
      const bytes = readFileSync(join(ASSETS, name));
      return { name: name.replace(/-[\w-]{8,10}\.(js|json)$/, '.$1'), raw: bytes.length, gz: gzipSync(bytes).length };
    });
}

async function timeToErrors(browser: Browser, url: string): Promise<{ firstMs: number; warmMs: number }> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.evaluate(() => window.dispatchEvent(new Event('pointermove')));
  const demo = page.locator(DEMO);
  const editor = demo.getByRole('textbox', { name: /^Edit the code/ });
  const original = await editor.inputValue();
  const underline = demo.locator('[data-slot="code-editor"] .cm-lintRange-error');
  let started = Date.now();
  await editor.fill(original.replace('<DataGridPremium', '<DataGridPremium rowHeight="tall"'));
  await underline.first().waitFor({ timeout: 120_000 });
  const firstMs = Date.now() - started;
  // A second, different error, typed into the warm checker.
  const codeEditor = demo.locator('[data-slot="code-editor"] .cm-content');
  await codeEditor.click();
  await page.keyboard.press('ControlOrMeta+End');
  started = Date.now();
  await page.keyboard.type('\nconst wrong: number = "text";');
  await page.waitForFunction(
    (selector) => document.querySelectorAll(selector).length >= 2,
    `${DEMO} [data-slot="code-editor"] .cm-lintRange-error`,
    { timeout: 60_000 },
  );
  const warmMs = Date.now() - started;
  await context.close();
  return { firstMs, warmMs };
}

const run: BenchSectionRunner = async () => {
  const files = checkerFiles();
  const { origin, close } = await serveOut();
  const browser = await chromium.launch(chromiumLaunch);
  try {
    const runs = [];
    for (let index = 0; index < RUNS; index += 1) runs.push(await timeToErrors(browser, `${origin}${PAGE}`));
    const firstMs = median(runs.map((item) => item.firstMs));
    const warmMs = median(runs.map((item) => item.warmMs));
    return {
      title: `Type checker of an edited demo: sizes, and edit → underline (${PAGE}, median of ${RUNS})`,
      columns: ['file or measure', 'raw', 'gzipped / time'],
      rows: [
        ...files.map((file) => [file.name, kb(file.raw), kb(file.gz)]),
        ['first type error (worker start, TypeScript and packs downloaded)', '', `${firstMs} ms`],
        ['next type error (warm checker, includes the 400 ms pause after typing)', '', `${warmMs} ms`],
      ],
      json: { files, firstMs, warmMs },
    };
  } finally {
    await browser.close();
    await close();
  }
};
export default run;
