import { describe, expect, it } from 'vitest';
import { movePreloadsToBody } from './module-preloads';

const page = (head: string, body: string) => `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;

describe('movePreloadsToBody', () => {
  it('moves every module preload from the head to just before the first module script, in order', () => {
    const html = page(
      '<meta charset="utf-8"/><link rel="modulepreload" href="/x/assets/a.js"/><title>T</title><link rel="modulepreload" href="/x/assets/b.js"/>',
      '<main><p>Text</p></main><script>inline()</script><script type="module">import "/x/assets/a.js";</script>',
    );
    expect(movePreloadsToBody(html)).toBe(
      page(
        '<meta charset="utf-8"/><title>T</title>',
        '<main><p>Text</p></main><script>inline()</script><link rel="modulepreload" href="/x/assets/a.js"/><link rel="modulepreload" href="/x/assets/b.js"/><script type="module">import "/x/assets/a.js";</script>',
      ),
    );
  });

  it('keeps other links (fonts, icons, stylesheets) where they are', () => {
    const html = page(
      '<link rel="preload" as="font" href="/x/f.woff2"/><link rel="icon" href="/x/i.svg"/>',
      '<script type="module">go()</script>',
    );
    expect(movePreloadsToBody(html)).toBe(html);
  });

  it('leaves a page without a module script unchanged', () => {
    const html = page('<link rel="modulepreload" href="/x/assets/a.js"/>', '<p>offline</p>');
    expect(movePreloadsToBody(html)).toBe(html);
  });
});
