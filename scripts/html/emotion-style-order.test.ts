import { describe, expect, it } from 'vitest';
import { classesUsedBeforeTheirStyle, orderEmotionStyles } from './emotion-style-order';

const style = (keys: string, rules = '') => `<style data-emotion="css ${keys}">${rules}</style>`;

describe('orderEmotionStyles', () => {
  it('moves a style written by a later demo to just before the first element that uses it', () => {
    const html =
      '<main><p>Intro</p><ul class="Tree css-a1"><li class="css-b2">One</li></ul>' +
      `<p>More</p>${style('a1 b2', '.css-a1{margin:0}.css-b2{padding:0}')}<ul class="Tree css-a1"></ul></main>`;
    expect(orderEmotionStyles(html)).toBe(
      `<main><p>Intro</p>${style('a1 b2', '.css-a1{margin:0}.css-b2{padding:0}')}<ul class="Tree css-a1">` +
        '<li class="css-b2">One</li></ul><p>More</p><ul class="Tree css-a1"></ul></main>',
    );
  });

  it('keeps several moved tags in document order at the same element', () => {
    const html = `<div class="css-x css-y"></div>${style('x', 'X')}<hr/>${style('y', 'Y')}`;
    expect(orderEmotionStyles(html)).toBe(`${style('x', 'X')}${style('y', 'Y')}<div class="css-x css-y"></div><hr/>`);
  });

  it('leaves styles that already come before their first use, and global styles, where they are', () => {
    const html = `${style('a1', 'A')}<div class="css-a1"></div><style data-emotion="css-global 1k">body{}</style><div class="css-1k"></div>`;
    expect(orderEmotionStyles(html)).toBe(html);
  });

  it('ignores class-like text that is not an attribute of a tag', () => {
    const html = `<p>write class="css-a1" in your code</p><div class="css-a1"></div>${style('a1', 'A')}`;
    expect(orderEmotionStyles(html)).toBe(
      `<p>write class="css-a1" in your code</p>${style('a1', 'A')}<div class="css-a1"></div>`,
    );
  });

  it('finds the classes used before their style, and none once the styles are ordered', () => {
    const html = `<div class="css-a1 css-b2 css-zz"></div>${style('a1', 'A')}<p class="css-c3"></p>${style('b2 c3', 'BC')}`;
    expect(classesUsedBeforeTheirStyle(html)).toEqual(['css-a1', 'css-b2', 'css-c3']);
    expect(classesUsedBeforeTheirStyle(orderEmotionStyles(html))).toEqual([]);
  });
});
