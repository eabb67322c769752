import { describe, expect, it } from 'vitest';
import {
  classesUsedBeforeTheirStyle,
  emotionStylesOutsideHead,
  hoistEmotionStyles,
  repeatedStyleTags,
} from './emotion-style-order';

const style = (keys: string, rules = '') => `<style data-emotion="css ${keys}">${rules}</style>`;
const handedOver = (keys: string, rules = '') => `<style data-emotion-prerendered="css ${keys}">${rules}</style>`;
const page = (head: string, body: string) =>
  `<html><head><meta charset="utf-8"/>${head}</head><body>${body}</body></html>`;

describe('hoistEmotionStyles', () => {
  it('moves every rule tag to the end of the head, in document order, handed over to the client cache', () => {
    const html = page(
      '',
      `<main><ul class="css-a1"></ul>${style('b2', 'B')}<p class="css-b2"></p>${style('a1', 'A')}</main>`,
    );
    expect(hoistEmotionStyles(html)).toBe(
      page(
        `${handedOver('b2', 'B')}${handedOver('a1', 'A')}`,
        '<main><ul class="css-a1"></ul><p class="css-b2"></p></main>',
      ),
    );
  });

  it("marks global tags as already moved (Emotion's data-s) and keeps their name for <Global>", () => {
    const html = page('', `<style data-emotion="css-global 1k">body{margin:0}</style><div></div>`);
    expect(hoistEmotionStyles(html)).toBe(
      page('<style data-emotion="css-global 1k" data-s="">body{margin:0}</style>', '<div></div>'),
    );
  });

  it('leaves other style tags and a page without a head alone, and is idempotent', () => {
    const other = page('<style>@layer theme, mui;</style>', '<style id="x">.y{}</style>');
    expect(hoistEmotionStyles(other)).toBe(other);
    expect(hoistEmotionStyles(`<div>${style('a1')}</div>`)).toBe(`<div>${style('a1')}</div>`);
    const once = hoistEmotionStyles(page('', `<p class="css-a1"></p>${style('a1', 'A')}`));
    expect(hoistEmotionStyles(once)).toBe(once);
  });

  it('leaves no class used before its style and no Emotion tag outside the head', () => {
    const html = page(
      '',
      `<div class="css-a1 css-b2 css-zz"></div>${style('a1', 'A')}<p class="css-c3"></p>${style('b2 c3', 'BC')}`,
    );
    expect(classesUsedBeforeTheirStyle(html)).toEqual(['css-a1', 'css-b2', 'css-c3']);
    expect(emotionStylesOutsideHead(html)).toBe(2);
    const hoisted = hoistEmotionStyles(html);
    expect(classesUsedBeforeTheirStyle(hoisted)).toEqual([]);
    expect(emotionStylesOutsideHead(hoisted)).toBe(0);
  });

  it('drops rule tags whose classes no element uses, keeping keyframes, globals and partly used tags', () => {
    const html = page(
      '',
      `${style('outer', 'O')}<header class="css-merged"></header>${style('merged', 'M')}` +
        `${style('animation-spin', '@keyframes')}${style('used unused', 'UU')}<p class="css-used"></p>` +
        `<style data-emotion="css-global 1k">body{margin:0}</style>`,
    );
    expect(hoistEmotionStyles(html)).toBe(
      page(
        `${handedOver('merged', 'M')}${handedOver('animation-spin', '@keyframes')}${handedOver('used unused', 'UU')}` +
          '<style data-emotion="css-global 1k" data-s="">body{margin:0}</style>',
        '<header class="css-merged"></header><p class="css-used"></p>',
      ),
    );
    // Class-like text in prose or code is no use of a class.
    const prose = page('', `<p>class="css-outer"</p>${style('outer', 'O')}`);
    expect(hoistEmotionStyles(prose)).toBe(page('', '<p>class="css-outer"</p>'));
  });

  it('keeps one of identical tags (a <Global> each input renders), so no two style elements share a parsed sheet', () => {
    const autofill = '@layer mui{@keyframes mui-auto-fill{from{display:block;}}}';
    const global = `<style data-emotion="css-global 1p">${autofill}</style>`;
    const html = page('', `<input class="css-a1"/>${global}${style('a1', 'A')}<input class="css-a1"/>${global}`);
    expect(repeatedStyleTags(html)).toEqual(['<style data-emotion="css-global 1p">']);
    const hoisted = hoistEmotionStyles(html);
    expect(repeatedStyleTags(hoisted)).toEqual([]);
    expect(hoisted).toBe(
      page(
        `<style data-emotion="css-global 1p" data-s="">${autofill}</style>${handedOver('a1', 'A')}`,
        '<input class="css-a1"/><input class="css-a1"/>',
      ),
    );
    // Same name, other text (a <Global> whose styles depend on props): both stay.
    const other = page('', `${global}<style data-emotion="css-global 1p">body{margin:0}</style>`);
    expect(hoistEmotionStyles(other).match(/<style/g)).toHaveLength(2);
  });

  it('ignores class-like text that is not an attribute of a tag', () => {
    const html = `<p>write class="css-a1" in your code</p><div class="css-a1"></div>${style('a1', 'A')}`;
    expect(classesUsedBeforeTheirStyle(html)).toEqual(['css-a1']);
  });
});
