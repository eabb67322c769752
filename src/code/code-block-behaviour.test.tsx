// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DocsProvider } from '../config/docs-context';
import { CodeBlock, type CodeBlockProps } from './code-block';
import { attachCodeBlocks, codeOf } from './code-block-behaviour';
import { COPIED_AFTER_CLICK_MS, COPIED_AFTER_KEYBOARD_MS } from './copy-timing';

const writeText = vi.fn<(text: string) => Promise<void>>();
const CODE = 'const a = 1;\nconst b = "<b>";';
const HTML =
  '<span class="line"><span class="tk-keyword">const</span> a = 1;</span>\n' +
  '<span class="line"><span class="tk-keyword">const</span> b = <span class="tk-string">&quot;&lt;b&gt;&quot;</span>;</span>';

let detach: () => void = () => {};

/** Prerenders blocks as the build does (React to static HTML), then attaches the framework-free behaviour only. */
function prerender(...blocks: CodeBlockProps[]) {
  document.body.innerHTML = renderToStaticMarkup(
    <DocsProvider>
      {blocks.map((props, index) => (
        <CodeBlock key={index} {...props} />
      ))}
    </DocsProvider>,
  );
  detach = attachCodeBlocks(document);
  const all = [...document.querySelectorAll<HTMLElement>('[data-slot="code-block"]')];
  return all.map((block) => ({
    block,
    button: block.querySelector<HTMLButtonElement>('[data-slot="copy-button"]')!,
    status: block.querySelector<HTMLElement>('[data-slot="copy-status"]')!,
  }));
}

/** Lets the clipboard promise settle. */
async function flush() {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}

function pressCopy(init: KeyboardEventInit = { key: 'c', ctrlKey: true }) {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
  document.dispatchEvent(event);
  return event;
}

beforeEach(() => {
  vi.useFakeTimers();
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

afterEach(() => {
  detach();
  cleanup();
  document.body.innerHTML = '';
  document.documentElement.lang = '';
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('prerendered markup', () => {
  it('is a plain button named "Copy code" showing Copy, an empty polite live region, and the code readable as text', () => {
    const [first] = prerender({ code: CODE, html: HTML, title: 'a.ts' });
    const { block, button, status } = first!;
    expect(button.tagName).toBe('BUTTON');
    expect(button.getAttribute('type')).toBe('button');
    expect(button.getAttribute('aria-label')).toBe('Copy code');
    expect(button.textContent).toBe('Copy');
    expect(status.getAttribute('role')).toBe('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('');
    // The highlighted lines read back as the code: no copy of it in an attribute.
    expect(block.hasAttribute('data-code')).toBe(false);
    expect(codeOf(block)).toBe(CODE);
  });

  it('carries the code in data-code only when the shown text would differ', () => {
    const [first] = prerender({ code: 'const a = 1;\nconst b = 2;', html: '<span class="line">const a = 1;</span>' });
    expect(first!.block.dataset.code).toBe('const a = 1;\nconst b = 2;');
    expect(codeOf(first!.block)).toBe('const a = 1;\nconst b = 2;');
  });
});

describe('copy button', () => {
  it('copies the block, shows Copied (announced) for 1.2 s, then Copy again', async () => {
    const [first, second] = prerender({ code: CODE, html: HTML }, { code: 'other', language: 'txt' });
    first!.button.click();
    await flush();
    expect(writeText).toHaveBeenCalledExactlyOnceWith(CODE);
    expect(first!.button.textContent).toBe('Copied');
    expect(first!.button.hasAttribute('data-copied')).toBe(true);
    expect(first!.status.textContent).toBe('Copied');
    expect(first!.button.getAttribute('aria-label')).toBe('Copy code');
    // Only that block.
    expect(second!.button.textContent).toBe('Copy');
    vi.advanceTimersByTime(COPIED_AFTER_CLICK_MS - 1);
    expect(first!.button.textContent).toBe('Copied');
    vi.advanceTimersByTime(1);
    expect(first!.button.textContent).toBe('Copy');
    expect(first!.button.hasAttribute('data-copied')).toBe(false);
    expect(first!.status.textContent).toBe('');

    second!.button.click();
    await flush();
    expect(writeText).toHaveBeenLastCalledWith('other');
  });

  it('ignores a failed clipboard write: no error, no stuck state', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    const [first] = prerender({ code: CODE, html: HTML });
    first!.button.click();
    await flush();
    expect(first!.button.textContent).toBe('Copy');
    expect(first!.status.textContent).toBe('');
    vi.advanceTimersByTime(5000);
    expect(first!.button.textContent).toBe('Copy');
  });

  it('ignores a browser without the clipboard API', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    const [first] = prerender({ code: CODE });
    first!.button.click();
    await flush();
    expect(first!.button.textContent).toBe('Copy');
  });

  it('speaks the page language', async () => {
    document.documentElement.lang = 'zh-Hans';
    const [first] = prerender({ code: CODE });
    first!.button.click();
    await flush();
    expect(first!.button.textContent).toBe('已复制');
    vi.advanceTimersByTime(COPIED_AFTER_CLICK_MS);
    expect(first!.button.textContent).toBe('复制');
  });

  it('stops after the cleanup', async () => {
    const [first] = prerender({ code: CODE });
    detach();
    first!.button.click();
    pressCopy();
    await flush();
    expect(writeText).not.toHaveBeenCalled();
  });
});

describe('keyboard copy', () => {
  it('copies the whole block on Ctrl+C while hovered and shows Copied for 2 s', async () => {
    const [first] = prerender({ code: CODE, html: HTML });
    first!.block.dispatchEvent(new MouseEvent('mouseenter'));
    const event = pressCopy();
    await flush();
    expect(event.defaultPrevented).toBe(true);
    expect(writeText).toHaveBeenCalledExactlyOnceWith(CODE);
    vi.advanceTimersByTime(COPIED_AFTER_KEYBOARD_MS - 1);
    expect(first!.button.textContent).toBe('Copied');
    vi.advanceTimersByTime(1);
    expect(first!.button.textContent).toBe('Copy');
  });

  it('copies on ⌘C while focused, and no longer once focus has left the block', async () => {
    const [first] = prerender({ code: CODE, html: HTML }, { code: 'other' });
    const pre = first!.block.querySelector('pre')!;
    pre.focus();
    expect(document.activeElement).toBe(pre);
    pressCopy({ key: 'C', metaKey: true });
    await flush();
    expect(writeText).toHaveBeenCalledExactlyOnceWith(CODE);
    // Moving focus within the block keeps it; moving it out ends it.
    first!.button.focus();
    pressCopy();
    await flush();
    expect(writeText).toHaveBeenCalledTimes(2);
    document.body.focus();
    first!.button.blur();
    pressCopy();
    await flush();
    expect(writeText).toHaveBeenCalledTimes(2);
  });

  it('leaves Ctrl+C alone when the block is neither hovered nor focused, and other keys always', async () => {
    const [first] = prerender({ code: CODE });
    pressCopy();
    first!.block.dispatchEvent(new MouseEvent('mouseenter'));
    first!.block.dispatchEvent(new MouseEvent('mouseleave'));
    pressCopy();
    first!.block.dispatchEvent(new MouseEvent('mouseenter'));
    pressCopy({ key: 'v', ctrlKey: true });
    pressCopy({ key: 'c' });
    pressCopy({ key: 'c', ctrlKey: true, altKey: true });
    await flush();
    expect(writeText).not.toHaveBeenCalled();
  });

  it("leaves the reader's own selection to the browser", async () => {
    const [first] = prerender({ code: CODE });
    vi.spyOn(window, 'getSelection').mockReturnValue({ toString: () => 'const a' } as Selection);
    first!.block.dispatchEvent(new MouseEvent('mouseenter'));
    const event = pressCopy();
    await flush();
    expect(writeText).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
  });
});

describe('React CodeBlock', () => {
  it('runs the same behaviour once, even when Strict Mode mounts it twice', async () => {
    render(
      <StrictMode>
        <DocsProvider>
          <CodeBlock code={CODE} html={HTML} />
        </DocsProvider>
      </StrictMode>,
    );
    const button = document.querySelector<HTMLButtonElement>('[data-slot="copy-button"]')!;
    button.click();
    await flush();
    expect(writeText).toHaveBeenCalledExactlyOnceWith(CODE);
    expect(button.textContent).toBe('Copied');
    vi.advanceTimersByTime(COPIED_AFTER_CLICK_MS);
    expect(button.textContent).toBe('Copy');
  });
});
