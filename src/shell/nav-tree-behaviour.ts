import { elementsIn } from '../code/dom';
import { fillDeferredList } from './nav-branch-loader';

/**
 * Opening and closing the navigation tree's groups without React, for static pages: each `[data-slot="nav-group"]`
 * button has `aria-expanded` and `aria-controls` naming its list, which is in the markup and `hidden` while the group
 * is collapsed (see `nav-tree.tsx`, which renders the same markup and keeps its own state on React pages). Another
 * product's list is in the markup empty (`data-nav-deferred`): its entries are fetched when the pointer or focus
 * reaches its button, or when it opens (`nav-branch-loader.ts`).
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
 * `attachNavTree(document)`); returns the cleanup. Only the buttons present now, and those of a branch it inserts,
 * are bound, so a tree React renders later (the phone-sized drawer) keeps its own handling.
 */
export function attachNavTree(root: ParentNode = document): () => void {
  const cleanups: (() => void)[] = [];
  let attached = true;
  const loading = new WeakSet<HTMLElement>();
  const bind = (scope: ParentNode) => {
    for (const button of elementsIn(scope, '[data-slot="nav-group"]')) {
      const load = () => {
        const list = navGroupList(button);
        if (!list?.hasAttribute('data-nav-deferred') || loading.has(list)) return;
        loading.add(list);
        void fillDeferredList(list).then((filled) => {
          if (!attached) return;
          if (filled) bind(list);
          else {
            // Not fetched (offline and not cached): an open group would show nothing. The next attempt tries again.
            loading.delete(list);
            if (button.getAttribute('aria-expanded') === 'true') setNavGroupOpen(button, false);
          }
        });
      };
      const onClick = () => {
        const open = button.getAttribute('aria-expanded') !== 'true';
        setNavGroupOpen(button, open);
        if (open) load();
      };
      button.addEventListener('click', onClick);
      button.addEventListener('pointerenter', load);
      button.addEventListener('focus', load);
      cleanups.push(() => {
        button.removeEventListener('click', onClick);
        button.removeEventListener('pointerenter', load);
        button.removeEventListener('focus', load);
      });
    }
  };
  bind(root);
  revealActiveEntry(root);
  return () => {
    attached = false;
    cleanups.splice(0).forEach((cleanup) => cleanup());
  };
}

/**
 * Brings the page's own entry into view inside the side navigation (which scrolls, not the page) when it is out of
 * sight: on a page far down a product's branch the reader sees where they are.
 */
export function revealActiveEntry(root: ParentNode = document): void {
  for (const nav of elementsIn(root, '[data-slot="nav-permanent"] nav')) {
    const active = nav.querySelector<HTMLElement>('[aria-current="page"]');
    if (!active) continue;
    const navBox = nav.getBoundingClientRect();
    const box = active.getBoundingClientRect();
    if (box.top < navBox.top || box.bottom > navBox.bottom) nav.scrollTop += box.top - navBox.top - navBox.height / 3;
  }
}
