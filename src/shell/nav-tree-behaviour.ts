import { cleanupAll, elementsIn } from '../code/dom';

/**
 * Opening and closing the navigation tree's groups without React, for static pages: each `[data-slot="nav-group"]`
 * button has `aria-expanded` and `aria-controls` naming its list, which is in the markup and `hidden` while the group
 * is collapsed (see `nav-tree.tsx`, which renders the same markup and keeps its own state on React pages).
 */

/** The id of a group's list, from the group's pathname: the same in every render, on every kind of page. */
export function navGroupListId(pathname: string): string {
  return `nav-group-${pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}`;
}

/**
 * The list a group button controls. Looked up beside the button rather than by id alone: the phone-sized drawer can
 * hold a second copy of the tree with the same ids.
 */
export function navGroupList(button: HTMLElement): HTMLElement | null {
  const id = button.getAttribute('aria-controls');
  if (!id) return null;
  const sibling = [...(button.parentElement?.children ?? [])].find((element) => element.id === id);
  return (sibling as HTMLElement | undefined) ?? button.ownerDocument.getElementById(id);
}

/** Opens or closes a group: its button's `aria-expanded` and its list's `hidden`. */
export function setNavGroupOpen(button: HTMLElement, open: boolean): void {
  button.setAttribute('aria-expanded', String(open));
  const list = navGroupList(button);
  if (list) list.hidden = !open;
}

/**
 * Makes every navigation group button under `root` open and close its list on click (static pages:
 * `attachNavTree(document)`); returns the cleanup. Only the buttons present now are bound, so a tree React renders
 * later (the phone-sized drawer) keeps its own handling.
 */
export function attachNavTree(root: ParentNode = document): () => void {
  return cleanupAll(
    elementsIn(root, '[data-slot="nav-group"]').map((button) => {
      const onClick = () => setNavGroupOpen(button, button.getAttribute('aria-expanded') !== 'true');
      button.addEventListener('click', onClick);
      return () => button.removeEventListener('click', onClick);
    }),
  );
}
