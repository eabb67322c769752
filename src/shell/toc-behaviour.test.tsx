// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DocsProvider } from '../config/docs-context';
import type { TocHeading } from '../engine/types';
import { TableOfContents } from './toc';
import { attachToc, watchActiveHeading } from './toc-behaviour';

const HEADINGS: TocHeading[] = [
  { id: 'installation', text: 'Installation', depth: 2 },
  { id: 'usage', text: 'Usage', depth: 2 },
  { id: 'with-options', text: 'With options', depth: 3, plan: 'pro' },
  { id: 'api', text: 'API', depth: 2 },
];

/** Where each heading's top is in the viewport, px; the test scrolls by changing these. */
let tops: Record<string, number>;
let detach: () => void = () => {};

function page(toc: string) {
  document.body.innerHTML =
    toc + HEADINGS.map((heading) => `<h2 id="${heading.id}">${heading.text}</h2>`).join('<p>text</p>');
  for (const heading of HEADINGS) {
    const element = document.getElementById(heading.id)!;
    vi.spyOn(element, 'getBoundingClientRect').mockImplementation(() => ({ top: tops[heading.id] }) as DOMRect);
  }
}

/** Moves the headings and tells the page it scrolled; the update runs on the next animation frame. */
async function scrollTo(next: Record<string, number>) {
  tops = next;
  window.dispatchEvent(new Event('scroll'));
  await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
}

const current = () =>
  [...document.querySelectorAll('[data-slot="toc"] [aria-current]')].map((link) => [
    link.getAttribute('href'),
    link.getAttribute('aria-current'),
  ]);

beforeEach(() => {
  tops = { installation: 300, usage: 900, 'with-options': 1400, api: 2000 };
  Object.defineProperty(document.documentElement, 'scrollHeight', { value: 5000, configurable: true });
});

afterEach(() => {
  detach();
  cleanup();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('attachToc on the prerendered table of contents', () => {
  it('marks the link of the section being read with aria-current="location", and none above the first', async () => {
    page(
      renderToStaticMarkup(
        <DocsProvider>
          <TableOfContents headings={HEADINGS} />
        </DocsProvider>,
      ),
    );
    detach = attachToc(document);
    expect(current()).toEqual([]);
    await scrollTo({ installation: -400, usage: 60, 'with-options': 700, api: 1300 });
    expect(current()).toEqual([['#usage', 'location']]);
    await scrollTo({ installation: -1400, usage: -900, 'with-options': 10, api: 600 });
    expect(current()).toEqual([['#with-options', 'location']]);
    await scrollTo({ installation: 300, usage: 900, 'with-options': 1400, api: 2000 });
    expect(current()).toEqual([]);
  });

  it('marks the last section at the very bottom of the page, where it may never reach the top', async () => {
    page(
      renderToStaticMarkup(
        <DocsProvider>
          <TableOfContents headings={HEADINGS} />
        </DocsProvider>,
      ),
    );
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: window.innerHeight, configurable: true });
    detach = attachToc(document);
    expect(current()).toEqual([['#api', 'location']]);
  });

  it('stops following the scroll after the cleanup', async () => {
    page(
      renderToStaticMarkup(
        <DocsProvider>
          <TableOfContents headings={HEADINGS} />
        </DocsProvider>,
      ),
    );
    detach();
    detach = attachToc(document);
    detach();
    await scrollTo({ installation: -400, usage: 60, 'with-options': 700, api: 1300 });
    expect(current()).toEqual([]);
  });
});

describe('watchActiveHeading', () => {
  it('reports now and on each change only', async () => {
    page('');
    const onChange = vi.fn();
    detach = watchActiveHeading(['installation', 'usage'], onChange);
    expect(onChange).toHaveBeenCalledExactlyOnceWith(undefined);
    await scrollTo({ ...tops, installation: 10 });
    await scrollTo({ ...tops, installation: 5 });
    expect(onChange.mock.calls).toEqual([[undefined], ['installation']]);
  });
});

describe('React TableOfContents', () => {
  it('marks the same link in the same markup', async () => {
    page('<div id="root"></div>');
    render(
      <DocsProvider>
        <TableOfContents headings={HEADINGS} />
      </DocsProvider>,
      { container: document.getElementById('root')! },
    );
    expect(current()).toEqual([]);
    await act(() => scrollTo({ installation: -400, usage: 60, 'with-options': 700, api: 1300 }));
    expect(current()).toEqual([['#usage', 'location']]);
  });
});
