/** The disclosure button of a long type, and the full signature it shows (`aria-controls`). */
const TOGGLE = '[data-slot="api-type"] > button[aria-controls]';

function toggle(button: HTMLButtonElement): void {
  const signature = button.ownerDocument.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!signature) return;
  const open = button.getAttribute('aria-expanded') !== 'true';
  button.setAttribute('aria-expanded', String(open));
  button.textContent = open ? '−' : '…';
  signature.hidden = !open;
}

/**
 * Makes the "show full type" buttons of API tables work, without React: on a static page for the whole document, on a
 * React page for one type cell. Returns the cleanup.
 */
export function attachTypeSignatures(root: ParentNode = document): () => void {
  const onClick = (event: Event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>(TOGGLE);
    if (button && root.contains(button)) toggle(button);
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}
