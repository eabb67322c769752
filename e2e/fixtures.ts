import { inflateSync } from 'node:zlib';
import { test as base, expect, type Locator, type Page } from '@playwright/test';

/** Collects console errors and page errors so a test can assert a clean page. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, provide) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      const text = message.text();
      // Without a licence key the Pro/Premium packages log their own notice: expected, not a page error.
      if (message.type() !== 'error' || text.includes('MUI X: Missing license key')) return;
      // The simulated production host is plain http://, where Chromium ignores the Cross-Origin-Opener-Policy
      // header of out/_headers (it needs https, as the real host has) and says so.
      if (text.startsWith('The Cross-Origin-Opener-Policy header has been ignored')) return;
      errors.push(text);
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await provide(errors);
  },
});

export { expect };

/** Marks the current document so a test can tell a client-side navigation from a full reload. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
}

export async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}

/**
 * Signals that the reader is using the page (as a pointer move would, without hovering anything): demos near the
 * viewport stay prerendered pictures until the first sign of use, or until the page has settled 2 s after its load
 * (src/demos/reader-activity.ts).
 */
export async function readerActs(page: Page): Promise<void> {
  await page.evaluate(() => window.dispatchEvent(new Event('pointermove')));
}

/**
 * Waits until a demo section has hydrated, which it does once near the viewport (src/static-page/islands/demo-islands.tsx):
 * its code block then has the live editor, which exists only in the browser.
 */
export async function waitForDemo(demo: Locator): Promise<void> {
  await expect(demo.locator('[data-slot="live-editor"]')).toHaveCount(1);
}

/**
 * Replaces the code in a demo's editor as a reader would: select all in the editor, then put the new text in.
 * Playwright's `fill()` selects the editor's DOM contents instead; once CodeMirror has taken the textarea's place it
 * draws only the lines near the visible part of the code (a 56-line demo scrolled in its block had 28 lines in the
 * DOM), so `fill()` replaced those lines only and the rest of the old code stayed (CI saw 32 type errors). Select all
 * goes through CodeMirror's keymap and selects the whole text, drawn or not.
 */
export async function replaceCode(editor: Locator, code: string): Promise<void> {
  await editor.focus();
  await editor.press('ControlOrMeta+a');
  await editor.page().keyboard.insertText(code);
}

/**
 * How long a test gives the first island of a static page (settings, search, a header menu) to open on the data grid's
 * API page, the site's largest (about 8,500 elements). The first use loads React, the island's code and the theme's
 * full stylesheet, which restyles the whole page: about 1.2 s on this machine with one test running, but on a 2-core
 * CI machine running two browsers the same work has taken over 11 s (traced: its long tasks stretched 10-fold).
 */
export const FIRST_ISLAND_TIMEOUT = 30_000;

/** Waits until the page is interactive: its script has wired every behaviour, and the demos of its first screen are live. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

export type { Page } from '@playwright/test';

/** Colour of the top-left pixel of a PNG screenshot (8-bit RGB or RGBA, first row unfiltered or "sub"). */
export function firstPixel(png: Buffer): string {
  const chunks: Buffer[] = [];
  let offset = 8;
  let colourType = 2;
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') colourType = data[9]!;
    if (type === 'IDAT') chunks.push(data);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(chunks));
  // Byte 0 is the first row's filter; for the first pixel of a row, None/Sub/Up(first row)/Paeth keep it as is.
  const [r, g, b] = [raw[1], raw[2], raw[3]];
  return colourType === 2 || colourType === 6 ? `rgb(${r}, ${g}, ${b})` : 'unsupported';
}
