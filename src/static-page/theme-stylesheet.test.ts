// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { loadThemeStylesheet, THEME_STYLESHEET_ATTRIBUTE } from './theme-stylesheet';

function pageWithTemplate(): Document {
  const doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML =
    `<main>Text</main><template ${THEME_STYLESHEET_ATTRIBUTE}="">` +
    '<link rel="stylesheet" href="/x/assets/theme-variables-abc.css"></template>';
  return doc;
}

const headLinks = (doc: Document) => doc.head.querySelectorAll('link[rel="stylesheet"]');

describe('loadThemeStylesheet', () => {
  it('adds the parked link to the head once, and resolves when it has loaded', async () => {
    const doc = pageWithTemplate();
    expect(headLinks(doc)).toHaveLength(0);
    let settled = false;
    const first = loadThemeStylesheet(doc).then(() => {
      settled = true;
    });
    expect(loadThemeStylesheet(doc)).toBe(loadThemeStylesheet(doc));
    expect(headLinks(doc)).toHaveLength(1);
    expect(headLinks(doc)[0]!.getAttribute('href')).toBe('/x/assets/theme-variables-abc.css');
    await Promise.resolve();
    expect(settled).toBe(false);
    headLinks(doc)[0]!.dispatchEvent(new Event('load'));
    await first;
    expect(settled).toBe(true);
    expect(headLinks(doc)).toHaveLength(1);
  });

  it('resolves when the stylesheet fails too, so the islands still open', async () => {
    const doc = pageWithTemplate();
    const loading = loadThemeStylesheet(doc);
    headLinks(doc)[0]!.dispatchEvent(new Event('error'));
    await expect(loading).resolves.toBeUndefined();
  });

  it('resolves at once on a page without the template', async () => {
    const doc = document.implementation.createHTMLDocument('react page');
    await expect(loadThemeStylesheet(doc)).resolves.toBeUndefined();
    expect(headLinks(doc)).toHaveLength(0);
  });
});
