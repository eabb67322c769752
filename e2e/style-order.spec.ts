import { expect, test } from '@playwright/test';
import { classesUsedBeforeTheirStyle } from '../scripts/html/emotion-style-order';
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
