import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { SweepAudit, SweepResult } from '../../src/demo-sweep/sweep-types';
import { DEMO_SWEEP_DIR } from './build-demo-sweep';

/** The made-up origin the sweep page is served from: Playwright answers its requests from .generated/demo-sweep/. */
export const SWEEP_ORIGIN = 'http://demo-sweep.test';

/**
 * Opens the built sweep page in `page`, its files served from disk (no server). With `axeSource` the page gets
 * axe-core and a switch of the emulated system colour scheme, which a run needs to audit its demos.
 */
export async function openSweepPage(page: Page, { axeSource }: { axeSource?: string } = {}): Promise<void> {
  if (axeSource) {
    await page.addInitScript({ content: axeSource });
    await page.exposeFunction('__sweepColorScheme', (colorScheme: 'light' | 'dark') =>
      page.emulateMedia({ colorScheme }),
    );
    await page.emulateMedia({ colorScheme: 'light' });
  }
  await page.route(`${SWEEP_ORIGIN}/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    return route.fulfill({ path: join(DEMO_SWEEP_DIR, path === '/' ? 'index.html' : path) });
  });
  await page.goto(`${SWEEP_ORIGIN}/`);
  await page.waitForFunction(() => window.__demoSweep !== undefined);
}

/** The demos the sweep page holds. */
export function sweepList(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__demoSweep!.list());
}

/** Mounts each demo in turn in the sweep page and returns what it found, with axe's findings if `audit` is given. */
export function sweepRun(page: Page, demos: string[], audit?: SweepAudit): Promise<SweepResult[]> {
  return page.evaluate(({ list, audit }) => window.__demoSweep!.run(list, audit), { list: demos, audit });
}

/** A failed demo as one line for a test's failure message. */
export function describeFailure(result: SweepResult): string {
  const problems = [...result.errors, ...(result.rendered ? [] : ['rendered nothing visible'])];
  return `${result.demo}: ${problems.join(' | ')}`;
}

/** Each box of a demo that cuts off content, as lines for a test's failure message. */
export function describeOverflow(result: SweepResult): string[] {
  return result.overflow.map(
    ({ element, hiddenPx, count }) =>
      `${result.demo}: ${element}${count > 1 ? ` (×${count})` : ''} cuts off ${hiddenPx} px of content`,
  );
}
