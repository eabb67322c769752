import { cleanupAll, elementsIn, setText } from '../code/dom';
import { createCopyFeedback, type CopyVia } from '../code/copy-feedback';
import { pageStrings } from '../static-page/page-context';

/**
 * "Copy page" without React: fetches the page's Markdown version (`data-href` on the button) and puts its text on the
 * clipboard, then shows "Page copied" for a while. A failed fetch or write leaves the button as it was (SPEC §8, copy
 * failures are silent). Static pages call {@link attachPageMarkdownActions} on the document; the React
 * `PageMarkdownActions` calls it on its own element. Markup: `[data-slot="copy-page"]` with `data-href`, its label in
 * `[data-slot="copy-page-label"]`.
 */

/** Fetches a page's Markdown; undefined when offline, blocked or not found. */
async function fetchMarkdown(href: string): Promise<string | undefined> {
  try {
    const response = await fetch(href);
    return response.ok ? await response.text() : undefined;
  } catch {
    return undefined;
  }
}

function attachCopyPage(button: HTMLElement): () => void {
  const label = button.querySelector<HTMLElement>('[data-slot="copy-page-label"]') ?? button;
  const feedback = createCopyFeedback((copied) => {
    const strings = pageStrings(button.ownerDocument);
    setText(label, copied ? strings.copyPageDone : strings.copyPage);
    button.toggleAttribute('data-copied', copied);
  });
  const onClick = async (event: MouseEvent) => {
    // A click from Enter or Space has detail 0: keep "copied" up longer, as keyboard copies do elsewhere.
    const via: CopyVia = event.detail === 0 ? 'keyboard' : 'click';
    // Read at click time: on a React page the same button serves each page navigated to.
    const href = button.dataset.href;
    const markdown = href ? await fetchMarkdown(href) : undefined;
    if (markdown !== undefined) await feedback.copy(markdown, via);
  };
  button.addEventListener('click', onClick);
  return () => {
    button.removeEventListener('click', onClick);
    feedback.dispose();
  };
}

/** Makes every "Copy page" button under `root` work (static pages: `attachPageMarkdownActions(document)`). */
export function attachPageMarkdownActions(root: ParentNode = document): () => void {
  return cleanupAll(elementsIn(root, '[data-slot="copy-page"]').map(attachCopyPage));
}
