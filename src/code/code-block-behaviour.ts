import { pageStrings } from '../static-page/page-context';
import { createCopyFeedback, type CopyVia } from './copy-feedback';
import { cleanupAll, elementsIn, setText } from './dom';
import { watchKeyboardCopy } from './keyboard-copy';

/**
 * What makes a prerendered code block work, without React: the copy button, its "Copied" feedback and live region,
 * and Ctrl+C / ⌘C over the block. Static pages call {@link attachCodeBlocks} on the document; the React `CodeBlock`
 * calls {@link attachCodeBlock} on its own element, so both run this one implementation on the same markup.
 *
 * Markup (see `code-block.tsx`): `[data-slot="code-block"]` holding `[data-slot="copy-button"]`,
 * `[data-slot="copy-status"]` (a polite live region) and `[data-slot="code-content"]` (the `<pre>`) with the `<code>`.
 */

export const CODE_BLOCK_SELECTOR = '[data-slot="code-block"]';

/**
 * The code a block copies: `data-code` when the block carries it (its shown text differs from its code), otherwise
 * the text of its `<code>` (the highlighted lines read back as the code; a live editor's edit is plain text there).
 */
export function codeOf(block: HTMLElement): string {
  if (block.dataset.code !== undefined) return block.dataset.code;
  return block.querySelector('[data-slot="code-content"] code')?.textContent ?? '';
}

const attached = new WeakSet<HTMLElement>();

/** Makes one code block work; returns the cleanup. A block already attached is left alone. */
export function attachCodeBlock(block: HTMLElement): () => void {
  if (attached.has(block)) return () => {};
  const button = block.querySelector<HTMLElement>('[data-slot="copy-button"]');
  const status = block.querySelector<HTMLElement>('[data-slot="copy-status"]');
  const feedback = createCopyFeedback((copied) => {
    // Read at each change: a React page may have switched language since the block was attached.
    const strings = pageStrings(block.ownerDocument);
    if (button) {
      setText(button, copied ? strings.copied : strings.copy);
      button.toggleAttribute('data-copied', copied);
    }
    if (status) setText(status, copied ? strings.copied : '');
  });
  const copy = (via: CopyVia) => void feedback.copy(codeOf(block), via);
  const onClick = () => copy('click');
  button?.addEventListener('click', onClick);
  const stopKeyboard = watchKeyboardCopy(block, () => copy('keyboard'));
  attached.add(block);
  return () => {
    attached.delete(block);
    button?.removeEventListener('click', onClick);
    stopKeyboard();
    feedback.dispose();
  };
}

/** Makes every code block under `root` work (static pages: `attachCodeBlocks(document)`); returns the cleanup. */
export function attachCodeBlocks(root: ParentNode = document): () => void {
  return cleanupAll(elementsIn(root, CODE_BLOCK_SELECTOR).map(attachCodeBlock));
}
