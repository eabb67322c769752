import { expect, test } from '@playwright/test';
import {
  classesUsedBeforeTheirStyle,
  emotionStylesOutsideHead,
  repeatedStyleTags,
} from '../scripts/html/emotion-style-order';
import { listHtmlFiles } from '../scripts/offline/site-pages';
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { OUT_DIR } from './built-site';

// A gate over the whole built site: no element is painted before the inline style it needs has been parsed (a tree
// demo drawn with the browser's list styles, then jumping when a lower demo's styles arrive).
test('every built page defines each Emotion class before the first element that uses it', () => {
  test.setTimeout(120_000);
  const early = listHtmlFiles(OUT_DIR).flatMap((file) => {
    const classes = classesUsedBeforeTheirStyle(readFileSync(file, 'utf8'));
    return classes.length === 0 ? [] : [`${relative(OUT_DIR, file)}: ${classes.join(' ')}`];
  });
  expect(early).toEqual([]);
});

test('every built page has its Emotion styles in the head, so no script moves a style tag', () => {
  test.setTimeout(120_000);
  const outside = listHtmlFiles(OUT_DIR).flatMap((file) => {
    const count = emotionStylesOutsideHead(readFileSync(file, 'utf8'));
    return count === 0 ? [] : [`${relative(OUT_DIR, file)}: ${count}`];
  });
  expect(outside).toEqual([]);
});

// Two style tags of the same text share one parsed sheet in Chromium, and with cascade layers in it every later
// stylesheet change (each rule Emotion inserts while the page hydrates) lays the whole page out again.
test('no built page has two identical style tags', () => {
  test.setTimeout(120_000);
  const repeated = listHtmlFiles(OUT_DIR).flatMap((file) => {
    const tags = repeatedStyleTags(readFileSync(file, 'utf8'));
    return tags.length === 0 ? [] : [`${relative(OUT_DIR, file)}: ${tags.join(' ')}`];
  });
  expect(repeated).toEqual([]);
});

test('hydrating a page of demos keeps the highlighted code the server wrote, and adds one editor to each demo', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const state = window as unknown as { replacedCode: number };
    state.replacedCode = 0;
    document.addEventListener('DOMContentLoaded', () => {
      new MutationObserver((records) => {
        for (const record of records) {
          const code = record.target instanceof Element && record.target.closest('[data-slot="code-block"] code');
          const gone = [...record.removedNodes].some(
            (node) =>
              code || node.nodeName === 'CODE' || (node instanceof Element && node.querySelector('pre code') !== null),
          );
          if (gone) state.replacedCode += 1;
        }
      }).observe(document, { childList: true, subtree: true });
    });
  });
  await page.goto('/x/react-data-grid/row-grouping/');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  const demos = await page.locator('[data-slot="demo"]').count();
  expect(demos).toBeGreaterThan(20);
  // A demo hydrates as it comes near the viewport: the reader reads down to the last one.
  for (const demo of await page.locator('[data-slot="demo"]').all()) await demo.scrollIntoViewIfNeeded();
  await expect(page.locator('[data-slot="demo"] textarea[data-slot="live-editor"]')).toHaveCount(demos);
  expect(await page.evaluate(() => (window as unknown as { replacedCode: number }).replacedCode)).toBe(0);
});

// Emotion inserts a rule the first time a component renders a style the page does not have yet, and in a page of
// layered stylesheets such a rule relaid out the whole page (Chromium: "Fonts changed") as the editors arrived.
test("the demos' editors find their look in the page: their arrival inserts no rule that styles them", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const state = window as unknown as { insertedRules: string[] };
    state.insertedRules = [];
    const insertRule = CSSStyleSheet.prototype.insertRule;
    CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
      state.insertedRules.push(rule);
      return insertRule.call(this, rule, index);
    };
  });
  await page.goto('/x/react-data-grid/row-grouping/');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  const editor = page.locator('[data-slot="demo"] textarea[data-slot="live-editor"]').first();
  await expect(editor).toHaveCSS('position', 'absolute');
  await expect(editor).toHaveCSS('color', 'rgba(0, 0, 0, 0)');
  const styling = await editor.evaluate((textarea) => {
    const inserted = (window as unknown as { insertedRules: string[] }).insertedRules;
    // `@layer mui{.a{…}}` or `.a{…}`: the selector of the innermost rule.
    const selector = (rule: string) => rule.replace(/^@layer [^{]*\{/, '').split('{')[0] ?? '';
    return inserted.filter((rule) => {
      try {
        return !rule.startsWith('@media') && textarea.matches(selector(rule));
      } catch {
        return false;
      }
    });
  });
  expect(styling).toEqual([]);
});

test('loading and hydrating a demo page removes no style tag (each would restyle the page)', async ({ page }) => {
  await page.addInitScript(() => {
    const state = window as unknown as { removedStyles: number };
    state.removedStyles = 0;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) if (node.nodeName === 'STYLE') state.removedStyles += 1;
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/x/react-tree-view/rich-tree-view/gallery/');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  // The demos in view go live too.
  await expect(page.locator('[data-slot="demo-preview"] [role="tree"]').first()).toBeVisible();
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { removedStyles: number }).removedStyles)).toBe(0);
});
