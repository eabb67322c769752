// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COPIED_AFTER_CLICK_MS, COPIED_AFTER_KEYBOARD_MS } from '../code/copy-timing';
import { DocsProvider, type Language } from '../config/docs-context';
import { PageMarkdownActions } from './page-markdown-actions';
import { attachPageMarkdownActions } from './page-markdown-actions-behaviour';

const MARKDOWN = '# RichTreeView API\n\n| Name | Type | Default | Description |\n';
const writeText = vi.fn<(text: string) => Promise<void>>();
const fetchMock = vi.fn<typeof fetch>();
let detach: () => void = () => {};

/** Prerenders the actions as the build does (React to static HTML), then attaches the framework-free behaviour only. */
function prerender(language: Language = 'en') {
  document.body.innerHTML = renderToStaticMarkup(
    <DocsProvider userLanguage={language}>
      <PageMarkdownActions href="/x/api/rich-tree-view.md" />
    </DocsProvider>,
  );
  detach = attachPageMarkdownActions(document);
  return document.querySelector<HTMLButtonElement>('[data-slot="copy-page"]')!;
}

/** A click as a mouse makes it (detail 1) or as Enter / Space make it (detail 0). */
function click(button: HTMLElement, detail = 1) {
  button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail }));
}

async function flush() {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

beforeEach(() => {
  vi.useFakeTimers();
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  fetchMock.mockReset().mockImplementation(async () => new Response(MARKDOWN, { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  detach();
  cleanup();
  document.body.innerHTML = '';
  document.documentElement.lang = '';
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('prerendered page actions', () => {
  it('are a labelled group with a "Copy page" button and a "View as Markdown" link', () => {
    const button = prerender();
    const group = document.querySelector('[data-slot="page-markdown-actions"]')!;
    expect(group.getAttribute('role')).toBe('group');
    expect(group.getAttribute('aria-label')).toBe('Page actions');
    expect(button.tagName).toBe('BUTTON');
    expect(button.textContent).toBe('Copy page');
    expect(button.getAttribute('aria-live')).toBe('polite');
    const link = document.querySelector('[data-slot="view-markdown"]')!;
    expect(link.getAttribute('href')).toBe('/x/api/rich-tree-view.md');
    expect(link.textContent).toBe('View as Markdown');
  });
});

describe('Copy page', () => {
  it("puts the page's Markdown on the clipboard and shows Page copied for 1.2 s after a click", async () => {
    const button = prerender();
    click(button);
    await flush();
    expect(fetchMock).toHaveBeenCalledWith('/x/api/rich-tree-view.md');
    expect(writeText).toHaveBeenCalledExactlyOnceWith(MARKDOWN);
    expect(button.textContent).toBe('Page copied');
    vi.advanceTimersByTime(COPIED_AFTER_CLICK_MS - 1);
    expect(button.textContent).toBe('Page copied');
    vi.advanceTimersByTime(1);
    expect(button.textContent).toBe('Copy page');
  });

  it('keeps Page copied for 2 s after a keyboard press, in the page language', async () => {
    document.documentElement.lang = 'zh-Hans';
    const button = prerender('zh');
    expect(button.textContent).toBe('复制页面');
    click(button, 0);
    await flush();
    expect(button.textContent).toBe('页面已复制');
    vi.advanceTimersByTime(COPIED_AFTER_KEYBOARD_MS - 1);
    expect(button.textContent).toBe('页面已复制');
    vi.advanceTimersByTime(1);
    expect(button.textContent).toBe('复制页面');
  });

  it('leaves the button as it was when the fetch or the clipboard fails', async () => {
    const button = prerender();
    fetchMock.mockResolvedValueOnce(new Response('missing', { status: 404 }));
    click(button);
    await flush();
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    click(button);
    await flush();
    expect(writeText).not.toHaveBeenCalled();
    writeText.mockRejectedValue(new Error('denied'));
    click(button);
    await flush();
    expect(writeText).toHaveBeenCalledTimes(1);
    expect(button.textContent).toBe('Copy page');
  });

  it('is the same behaviour in the React component', async () => {
    render(
      <DocsProvider>
        <PageMarkdownActions href="/x/introduction.md" />
      </DocsProvider>,
    );
    const button = document.querySelector<HTMLButtonElement>('[data-slot="copy-page"]')!;
    click(button);
    await flush();
    expect(fetchMock).toHaveBeenCalledWith('/x/introduction.md');
    expect(writeText).toHaveBeenCalledExactlyOnceWith(MARKDOWN);
    expect(button.textContent).toBe('Page copied');
  });
});
