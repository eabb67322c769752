/**
 * What editing a demo costs (issue "Editing a demo should feel like an editor"): the JavaScript the first change
 * downloads (the code editor and the live compiler; nothing of it before), and the time from that keystroke to the
 * code editor in place, taking keys. The type checker is measured in 32-type-checker.ts. Serves the built out/ in-process in Debian's Chromium; median
 * of three loads.
 */
import { chromium, type Browser } from '@playwright/test';
import { chromiumLaunch } from '../../../playwright.config';
import { kb } from '../format';
import { median, serveOut } from '../serve-out';
import type { BenchSectionRunner } from '../types';

const PAGE = '/x/react-tree-view/rich-tree-view/items/';
const DEMO = '#demo-rich-items-basic';
const RUNS = 3;

interface EditCost {
  bytes: number;
  scripts: string[];
  editorMs: number;
}

async function measure(browser: Browser, url: string): Promise<EditCost> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.waitForLoadState('networkidle');
  const sizes: Promise<[string, number]>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    const name = new URL(request.url()).pathname.split('/').pop() ?? '';
    sizes.push(
      request.sizes().then(
        (size) => [name, size.responseBodySize],
        () => [name, 0],
      ),
    );
  });
  const editor = page.locator(DEMO).getByRole('textbox', { name: /^Edit the code/ });
  await editor.focus();
  await page.keyboard.press('ControlOrMeta+End');
  const started = Date.now();
  await page.keyboard.type('\nexport const note = 1;');
  await page.locator(`${DEMO} [data-slot="code-editor"]`).waitFor();
  const editorMs = Date.now() - started;
  await page.waitForLoadState('networkidle');
  const settled = await Promise.all(sizes);
  await context.close();
  return {
    bytes: settled.reduce((sum, [, size]) => sum + size, 0),
    scripts: settled.map(([name]) => name),
    editorMs,
  };
}

const run: BenchSectionRunner = async () => {
  const { origin, close } = await serveOut();
  const browser = await chromium.launch(chromiumLaunch);
  try {
    const runs: EditCost[] = [];
    for (let index = 0; index < RUNS; index += 1) runs.push(await measure(browser, `${origin}${PAGE}`));
    const result = {
      bytes: median(runs.map((item) => item.bytes)),
      scripts: runs[0]?.scripts ?? [],
      editorMs: median(runs.map((item) => item.editorMs)),
    };
    return {
      title: `Code editor: cost of a reader's first edit (${PAGE}, median of ${RUNS})`,
      columns: ['JS loaded by the first edit (compressed)', 'script files', 'first keystroke → code editor in place'],
      rows: [[kb(result.bytes), result.scripts.length, `${result.editorMs} ms`]],
      json: result,
    };
  } finally {
    await browser.close();
    await close();
  }
};
export default run;
