import { describe, expect, it } from 'vitest';
import { CACHED_PAGES_MARKER, renderOfflinePage, titleOf } from './offline-page';

const template = `<ul>${CACHED_PAGES_MARKER}</ul>`;

describe('offline page', () => {
  it('lists the cached pages as links sorted by title, escaping them', () => {
    const html = renderOfflinePage(template, [
      { path: '/x/react-charts/', title: 'Charts <overview>' },
      { path: '/x/introduction/', title: 'About & intro' },
    ]);
    expect(html).toBe(
      '<ul><li><a href="/x/introduction/">About &#38; intro</a></li>' +
        '<li><a href="/x/react-charts/">Charts &#60;overview&#62;</a></li></ul>',
    );
  });

  it('shows an empty list when nothing is cached', () => {
    expect(renderOfflinePage(template, [])).toBe('<ul><li class="empty">—</li></ul>');
  });

  it('reads a page title from its HTML, falling back to the path', () => {
    expect(titleOf('<head><title>Data Grid &amp; more</title></head>', '/x/a/')).toBe('Data Grid & more');
    expect(titleOf('<head></head>', '/x/a/')).toBe('/x/a/');
  });
});
