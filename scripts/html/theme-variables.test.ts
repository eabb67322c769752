import { describe, expect, it } from 'vitest';
import { THEME_STYLESHEET_ATTRIBUTE } from '../../src/static-page/theme-stylesheet';
import { pruneThemeVariables, splitDeclarations, splitThemeVariables, themeStylesheetFile } from './theme-variables';

const themeCss =
  '@layer mui{:root{--mui-spacing:8px;--mui-zIndex-modal:1300;}' +
  ':root,[data-mui-color-scheme="light"]{--mui-palette-text-primary:#111;--mui-palette-primary-main:#07f;' +
  '--mui-palette-primary-mainChannel:0 119 255;--mui-palette-Alert-errorColor:#900;' +
  '--mui-palette-action-hover:rgba(var(--mui-palette-primary-mainChannel) / 0.1);' +
  '--mui-font-body:400 1rem/1.5 "Inter;Sans", sans-serif;}' +
  '[data-mui-color-scheme="dark"]{color-scheme:dark;--mui-palette-text-primary:#eee;--mui-palette-primary-main:#4af;' +
  '--mui-palette-primary-mainChannel:68 170 255;--mui-palette-Alert-errorColor:#f99;' +
  '--mui-palette-action-hover:rgba(var(--mui-palette-primary-mainChannel) / 0.2);}}';
const themeTag = `<style data-emotion="css-global 1k2" data-s="">${themeCss}</style>`;
const rules =
  '<style data-emotion-prerendered="css a1">@layer mui{.css-a1{color:var(--mui-palette-text-primary);' +
  'padding:calc(2 * var(--mui-spacing));}}</style>';
const staticPage = (head: string, body = '') =>
  `<!DOCTYPE html><html><head><title>T</title>${head}</head><body><main class="css-a1" style="background:var(--mui-palette-action-hover)">Text</main>${body}` +
  '<link rel="modulepreload" href="/x/assets/a.js"/><script type="module" async="" src="/x/assets/static-page-1.js"></script></body></html>';

const inlineTheme = (html: string) => /<style data-emotion="css-global 1k2"[^>]*>([\s\S]*?)<\/style>/.exec(html)![1]!;

describe('pruneThemeVariables', () => {
  const { html, stylesheet } = pruneThemeVariables(staticPage(`${themeTag}${rules}`));
  const kept = inlineTheme(html);

  it('keeps the variables the page reads, in its style tags and style attributes, in every colour scheme', () => {
    expect(kept).toContain('--mui-spacing:8px');
    expect(kept).toContain('--mui-palette-text-primary:#111');
    expect(kept).toContain('[data-mui-color-scheme="dark"]{color-scheme:dark;--mui-palette-text-primary:#eee;');
    expect(kept).toContain('--mui-palette-action-hover:rgba(var(--mui-palette-primary-mainChannel) / 0.2)');
  });

  it('keeps the variables those variables read', () => {
    expect(kept).toContain('--mui-palette-primary-mainChannel:0 119 255');
    expect(kept).toContain('--mui-palette-primary-mainChannel:68 170 255');
  });

  it('drops the variables nothing on the page reads, and keeps the layer and the tag for <Global>', () => {
    for (const name of [
      '--mui-zIndex-modal',
      '--mui-palette-Alert-errorColor',
      '--mui-palette-primary-main:',
      '--mui-font-body',
    ]) {
      expect(kept).not.toContain(name);
    }
    expect(kept.startsWith('@layer mui{:root{--mui-spacing:8px;}')).toBe(true);
    expect(html).toContain('<style data-emotion="css-global 1k2" data-s="">');
  });

  it('hands back the whole set, unchanged, for the stylesheet', () => {
    expect(stylesheet).toEqual({ file: themeStylesheetFile(themeCss), css: themeCss });
  });

  it('prunes each page by its own theme and its own reads when pages alternate between themes', () => {
    const otherCss = themeCss.replace('--mui-spacing:8px', '--mui-spacing:4px');
    const otherPage = staticPage(`<style data-emotion="css-global 1k2" data-s="">${otherCss}</style>${rules}`);
    const bare = staticPage(themeTag).replace(/ class="css-a1" style="[^"]*"/, '');
    for (let round = 0; round < 2; round += 1) {
      const other = pruneThemeVariables(otherPage);
      expect(inlineTheme(other.html)).toContain('--mui-spacing:4px');
      expect(other.stylesheet).toEqual({ file: themeStylesheetFile(otherCss), css: otherCss });
      expect(pruneThemeVariables(staticPage(`${themeTag}${rules}`)).html).toBe(html);
      // The same theme on a page that reads nothing keeps none of its variables.
      expect(inlineTheme(pruneThemeVariables(bare).html)).toBe(
        '@layer mui{[data-mui-color-scheme="dark"]{color-scheme:dark;}}',
      );
    }
  });

  it('leaves a page whose global tags are not theme variables alone', () => {
    const other = staticPage('<style data-emotion="css-global 9z" data-s="">@layer mui{body{margin:0}}</style>');
    expect(pruneThemeVariables(other)).toEqual({ html: other });
    const nested = staticPage(
      '<style data-emotion="css-global 9y" data-s="">@media (prefers-color-scheme: dark){:root{--mui-x:1;}}</style>',
    );
    expect(pruneThemeVariables(nested)).toEqual({ html: nested });
  });
});

describe('splitDeclarations', () => {
  it('splits at top-level semicolons only', () => {
    expect(splitDeclarations('a:1;--b:url("x;y");--c:f(1;2); d : 3 ;')).toEqual([
      'a:1',
      '--b:url("x;y")',
      '--c:f(1;2)',
      'd : 3',
    ]);
  });
});

describe('splitThemeVariables', () => {
  it("links the whole set from a hashed asset in an inert template at the end of a static page's body", () => {
    const { html, stylesheet } = splitThemeVariables(staticPage(`${themeTag}${rules}`));
    expect(stylesheet).toEqual({ file: themeStylesheetFile(themeCss), css: themeCss });
    expect(stylesheet!.file).toMatch(/^assets\/theme-variables-[\w-]{8}\.css$/);
    expect(html).toContain(
      `<template ${THEME_STYLESHEET_ATTRIBUTE}=""><link rel="stylesheet" href="/x/${stylesheet!.file}"/></template></body>`,
    );
    // Outside the template, nothing links it: reading the page does not load it.
    expect(html.replace(/<template[\s\S]*?<\/template>/, '')).not.toContain('rel="stylesheet"');
    expect(inlineTheme(html)).not.toContain('--mui-zIndex-modal');
  });

  it('gives another theme another file', () => {
    expect(themeStylesheetFile(themeCss.replace('#111', '#222'))).not.toBe(themeStylesheetFile(themeCss));
  });

  it('leaves React pages and pages without an entry script whole', () => {
    const react = staticPage(`${themeTag}${rules}`).replace(
      '<script type="module" async="" src="/x/assets/static-page-1.js"></script>',
      '<script type="module" async="">window.__reactRouterContext = {};</script>',
    );
    expect(splitThemeVariables(react)).toEqual({ html: react });
    const noEntry = `<html><head>${themeTag}</head><body></body></html>`;
    expect(splitThemeVariables(noEntry)).toEqual({ html: noEntry });
  });
});
