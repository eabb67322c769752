// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DocsProvider } from '../config/docs-context';
import { CodeBlock } from './code-block';
import { COPIED_AFTER_CLICK_MS, COPIED_AFTER_KEYBOARD_MS } from './copy-timing';

const writeText = vi.fn<(text: string) => Promise<void>>();

function renderBlock() {
  render(
    <DocsProvider>
      <CodeBlock code={'const a = 1;\nconst b = 2;'} html={'<span class="line">const a = 1;</span>'} title="a.ts" />
    </DocsProvider>,
  );
  return {
    button: screen.getByRole('button', { name: 'Copy code' }),
    status: screen.getByRole('status'),
    block: document.querySelector<HTMLElement>('[data-slot="code-block"]')!,
  };
}

/** Lets the awaited clipboard promise settle inside React's act(). */
async function flush() {
  await act(async () => {
    await Promise.resolve();
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('copy button', () => {
  it('shows Copy, then Copied for 1.2 s after a click, announced in a live region', async () => {
    const { button, status } = renderBlock();
    expect(button.textContent).toBe('Copy');
    expect(status.textContent).toBe('');
    fireEvent.click(button);
    await flush();
    expect(writeText).toHaveBeenCalledWith('const a = 1;\nconst b = 2;');
    expect(button.textContent).toBe('Copied');
    expect(status.textContent).toBe('Copied');
    act(() => vi.advanceTimersByTime(COPIED_AFTER_CLICK_MS - 1));
    expect(button.textContent).toBe('Copied');
    act(() => vi.advanceTimersByTime(1));
    expect(button.textContent).toBe('Copy');
    expect(status.textContent).toBe('');
  });

  it('ignores a failed clipboard write: no error, no stuck state', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    const { button } = renderBlock();
    fireEvent.click(button);
    await flush();
    expect(button.textContent).toBe('Copy');
    act(() => vi.advanceTimersByTime(5000));
    expect(button.textContent).toBe('Copy');
  });

  it('keeps the accessible name while showing Copied', async () => {
    const { button } = renderBlock();
    fireEvent.click(button);
    await flush();
    expect(button.getAttribute('aria-label')).toBe('Copy code');
  });
});

describe('keyboard copy', () => {
  it('copies the whole block on Ctrl+C while hovered and shows Copied for 2 s', async () => {
    const { button, block } = renderBlock();
    fireEvent.mouseEnter(block);
    fireEvent.keyDown(document, { key: 'c', ctrlKey: true });
    await flush();
    expect(writeText).toHaveBeenCalledWith('const a = 1;\nconst b = 2;');
    act(() => vi.advanceTimersByTime(COPIED_AFTER_KEYBOARD_MS - 1));
    expect(button.textContent).toBe('Copied');
    act(() => vi.advanceTimersByTime(1));
    expect(button.textContent).toBe('Copy');
  });

  it('copies on ⌘C while focused', async () => {
    const { block } = renderBlock();
    fireEvent.focus(block.querySelector('pre')!);
    fireEvent.keyDown(document, { key: 'C', metaKey: true });
    await flush();
    expect(writeText).toHaveBeenCalledTimes(1);
  });

  it('leaves Ctrl+C alone when the block is neither hovered nor focused', async () => {
    const { block } = renderBlock();
    fireEvent.mouseEnter(block);
    fireEvent.mouseLeave(block);
    fireEvent.keyDown(document, { key: 'c', ctrlKey: true });
    await flush();
    expect(writeText).not.toHaveBeenCalled();
  });

  it("leaves the reader's own selection to the browser", async () => {
    const { block } = renderBlock();
    vi.spyOn(window, 'getSelection').mockReturnValue({ toString: () => 'const a' } as Selection);
    fireEvent.mouseEnter(block);
    const event = new KeyboardEvent('keydown', { key: 'c', ctrlKey: true, cancelable: true });
    document.dispatchEvent(event);
    await flush();
    expect(writeText).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
  });

  it('leaves a selection inside an editor over the code to the browser, and copies the whole block without one', async () => {
    render(
      <DocsProvider>
        <CodeBlock
          code="const edited = true;"
          title="a.ts"
          editor={<textarea aria-label="Edit" defaultValue="const edited = true;" />}
        />
      </DocsProvider>,
    );
    const editor = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Edit' });
    editor.focus();
    fireEvent.focus(editor);
    editor.setSelectionRange(0, 5);
    const selected = new KeyboardEvent('keydown', { key: 'c', ctrlKey: true, cancelable: true });
    document.dispatchEvent(selected);
    await flush();
    expect(writeText).not.toHaveBeenCalled();
    expect(selected.defaultPrevented).toBe(false);

    editor.setSelectionRange(3, 3);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'c', ctrlKey: true, cancelable: true }));
    await flush();
    expect(writeText).toHaveBeenCalledWith('const edited = true;');
  });
});

describe('off-screen sizing', () => {
  it('gives the code its line count, so it keeps its height while the browser skips it off screen', () => {
    const { block } = renderBlock();
    expect(block.querySelector('code')!.style.getPropertyValue('--code-lines')).toBe('2');
    cleanup();
    render(
      <DocsProvider>
        <CodeBlock code={'one\ntwo\nthree\n'} language="txt" />
      </DocsProvider>,
    );
    // A trailing newline ends the last line; it does not start another.
    expect(document.querySelector('code')!.style.getPropertyValue('--code-lines')).toBe('3');
  });
});
