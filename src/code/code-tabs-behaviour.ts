import { cleanupAll, elementsIn } from './dom';
import { readStoredChoice, subscribeStoredChoices, writeStoredChoice } from '../config/stored-choice';

/**
 * What makes prerendered code tabs work, without React: the ARIA tabs pattern (click, arrow keys, Home/End, roving
 * tabindex, `aria-selected`, one panel shown) and the reader's package manager, remembered across the site and applied
 * to every install tab set on the page. Static pages call {@link attachCodeTabs} on the document; the React `CodeTabs`
 * calls it on its own element, so both run this one implementation on the same markup.
 *
 * Markup (see `code-tabs.tsx`): `[data-slot="code-tabs"]` (with `data-install` when its tabs are npm / pnpm / yarn)
 * holding a `[role="tablist"]` of `[role="tab"]` buttons (`data-value` = label, `aria-controls` = panel id) and one
 * `[role="tabpanel"]` per tab, every one but the selected `hidden`.
 */

export const CODE_TABS_SELECTOR = '[data-slot="code-tabs"]';
/** Package managers install tabs offer, in their usual order. */
export const PACKAGE_MANAGERS = ['npm', 'pnpm', 'yarn'] as const;
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];
/** localStorage key of the reader's package manager. */
export const PACKAGE_MANAGER_KEY = 'x-docs-package-manager';
/** The package manager shown to a reader who has not chosen one. */
export const DEFAULT_PACKAGE_MANAGER: PackageManager = 'npm';

/** Whether tabs with these labels are install tabs, which follow the reader's package manager. */
export function isInstallTabs(labels: readonly string[]): boolean {
  return labels.length > 0 && labels.every((label) => (PACKAGE_MANAGERS as readonly string[]).includes(label));
}

/** The reader's package manager (validated, the default when none or an unknown one is stored). */
export function readPackageManager(): PackageManager {
  return readStoredChoice(PACKAGE_MANAGER_KEY, PACKAGE_MANAGERS, DEFAULT_PACKAGE_MANAGER);
}

/** Index of the tab showing `manager` among install tab labels; the first tab when the set has no such tab. */
export function packageManagerIndex(labels: readonly string[], manager: string): number {
  return Math.max(0, labels.indexOf(manager));
}

function tabsOf(set: HTMLElement): HTMLElement[] {
  const list = set.querySelector('[role="tablist"]');
  return list ? [...list.querySelectorAll<HTMLElement>('[role="tab"]')] : [];
}

const valueOf = (tab: HTMLElement) => tab.dataset.value ?? tab.textContent ?? '';

/** Shows tab `index` of a tab set: selected, the one Tab stop of its list, its panel shown and the others hidden. */
export function selectCodeTab(set: HTMLElement, index: number): void {
  const panels = [...set.querySelectorAll<HTMLElement>('[role="tabpanel"]')];
  tabsOf(set).forEach((tab, position) => {
    const selected = position === index;
    tab.setAttribute('aria-selected', String(selected));
    tab.tabIndex = selected ? 0 : -1;
    const panelId = tab.getAttribute('aria-controls');
    const panel = panels.find((candidate) => candidate.id === panelId);
    if (panel) panel.hidden = !selected;
  });
}

/** Shows the reader's package manager in an install tab set; other sets are left alone. */
function showPackageManager(set: HTMLElement): void {
  if (!set.hasAttribute('data-install')) return;
  selectCodeTab(set, packageManagerIndex(tabsOf(set).map(valueOf), readPackageManager()));
}

/** The reader picks a tab: an install tab becomes the package manager everywhere; any other tab is local. */
function choose(set: HTMLElement, index: number): void {
  const tab = tabsOf(set)[index];
  if (!tab) return;
  const value = valueOf(tab);
  selectCodeTab(set, index);
  if (set.hasAttribute('data-install') && (PACKAGE_MANAGERS as readonly string[]).includes(value)) {
    writeStoredChoice(PACKAGE_MANAGER_KEY, value);
  }
}

/** The tab a navigation key moves to from `index` of `count`, or undefined for any other key. */
export function tabKeyTarget(key: string, index: number, count: number, rtl = false): number | undefined {
  const next = rtl ? 'ArrowLeft' : 'ArrowRight';
  const previous = rtl ? 'ArrowRight' : 'ArrowLeft';
  if (key === next) return (index + 1) % count;
  if (key === previous) return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

const attached = new WeakSet<HTMLElement>();

/** Makes one tab set work; returns the cleanup. A set already attached is left alone. */
export function attachCodeTabSet(set: HTMLElement): () => void {
  const list = set.querySelector<HTMLElement>('[role="tablist"]');
  if (!list || attached.has(set)) return () => {};
  const indexOf = (target: EventTarget | null) => {
    const tab = target instanceof Element ? target.closest<HTMLElement>('[role="tab"]') : null;
    return tab ? tabsOf(set).indexOf(tab) : -1;
  };
  const onClick = (event: MouseEvent) => {
    const index = indexOf(event.target);
    if (index >= 0) choose(set, index);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const index = indexOf(event.target);
    if (index < 0 || event.altKey || event.ctrlKey || event.metaKey) return;
    const tabs = tabsOf(set);
    const rtl = list.closest('[dir]')?.getAttribute('dir') === 'rtl';
    const target = tabKeyTarget(event.key, index, tabs.length, rtl);
    if (target === undefined) return;
    event.preventDefault();
    choose(set, target);
    tabs[target]?.focus();
  };
  list.addEventListener('click', onClick);
  list.addEventListener('keydown', onKeyDown);
  const unsubscribe = set.hasAttribute('data-install') ? subscribeStoredChoices(() => showPackageManager(set)) : null;
  showPackageManager(set);
  attached.add(set);
  return () => {
    attached.delete(set);
    list.removeEventListener('click', onClick);
    list.removeEventListener('keydown', onKeyDown);
    unsubscribe?.();
  };
}

/**
 * Makes every code tab set under `root` work and shows the reader's package manager in install tabs (static pages:
 * `attachCodeTabs(document)`); returns the cleanup.
 */
export function attachCodeTabs(root: ParentNode = document): () => void {
  return cleanupAll(elementsIn(root, CODE_TABS_SELECTOR).map(attachCodeTabSet));
}
