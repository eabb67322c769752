// @vitest-environment jsdom
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { Fragment, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DocsProvider } from '../config/docs-context';
import { CodeTabs } from './code-tabs';
import { attachCodeTabs, PACKAGE_MANAGER_KEY } from './code-tabs-behaviour';

/** A fenced block as MDX hands it to CodeTabs. */
function fence(title: string, code: string) {
  return (
    <pre>
      <code className="language-bash" data-meta={`title="${title}"`}>
        {code}
      </code>
    </pre>
  );
}

const install = (
  <CodeTabs>
    {fence('npm', 'npm install @mui/x-tree-view')}
    {fence('pnpm', 'pnpm add @mui/x-tree-view')}
    {fence('yarn', 'yarn add @mui/x-tree-view')}
  </CodeTabs>
);
const files = (
  <CodeTabs>
    {fence('App.tsx', 'export {};')}
    {fence('theme.ts', 'export const theme = {};')}
    {fence('index.css', 'body {}')}
  </CodeTabs>
);

let detach: () => void = () => {};

/** Tab sets one after another on a page. */
function page(...sets: ReactElement[]) {
  return (
    <DocsProvider>
      {sets.map((set, index) => (
        <Fragment key={index}>{set}</Fragment>
      ))}
    </DocsProvider>
  );
}

/** Prerenders tab sets as the build does (React to static HTML), then attaches the framework-free behaviour only. */
function prerender(...sets: ReactElement[]) {
  document.body.innerHTML = renderToStaticMarkup(page(...sets));
  detach = attachCodeTabs(document);
  return [...document.querySelectorAll<HTMLElement>('[data-slot="code-tabs"]')].map(parts);
}

function parts(set: HTMLElement) {
  const tabs = [...set.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
  const panels = [...set.querySelectorAll<HTMLElement>('[role="tabpanel"]')];
  return {
    set,
    tabs,
    panels,
    /** Index of the selected tab, checking the whole pattern agrees on it. */
    selected() {
      const index = tabs.findIndex((tab) => tab.getAttribute('aria-selected') === 'true');
      tabs.forEach((tab, position) => {
        expect(tab.getAttribute('aria-selected')).toBe(String(position === index));
        expect(tab.tabIndex).toBe(position === index ? 0 : -1);
        expect(panels[position]!.hidden).toBe(position !== index);
      });
      return index;
    },
    shown: () => panels.find((panel) => !panel.hidden)?.textContent,
  };
}

function key(target: Element, name: string) {
  target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));
}

beforeEach(() => localStorage.clear());

afterEach(() => {
  detach();
  cleanup();
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('dir');
});

describe('prerendered markup', () => {
  it('has every panel, the first shown, and the ARIA tabs pattern wired by ids', () => {
    document.body.innerHTML = renderToStaticMarkup(page(files, install));
    const sets = [...document.querySelectorAll<HTMLElement>('[data-slot="code-tabs"]')];
    expect(sets.map((set) => set.hasAttribute('data-install'))).toEqual([false, true]);
    const ids = new Set<string>();
    for (const set of sets) {
      const list = set.querySelector('[role="tablist"]')!;
      expect(list.getAttribute('aria-label')).toBe('Code variants');
      const { tabs, panels, selected } = parts(set);
      expect(tabs).toHaveLength(3);
      expect(panels).toHaveLength(3);
      expect(selected()).toBe(0);
      tabs.forEach((tab, index) => {
        expect(tab.tagName).toBe('BUTTON');
        expect(tab.getAttribute('aria-controls')).toBe(panels[index]!.id);
        expect(panels[index]!.getAttribute('aria-labelledby')).toBe(tab.id);
        expect(panels[index]!.querySelector('[data-slot="code-block"]')).not.toBeNull();
        ids.add(tab.id).add(panels[index]!.id);
      });
    }
    // Unique on the page.
    expect(ids.size).toBe(12);
    expect(sets[0]!.querySelectorAll('[role="tabpanel"]')[2]!.textContent).toContain('body {}');
  });
});

describe('switching tabs', () => {
  it('by click', () => {
    const [set] = prerender(files);
    set!.tabs[2]!.click();
    expect(set!.selected()).toBe(2);
    expect(set!.shown()).toContain('body {}');
    set!.tabs[1]!.click();
    expect(set!.selected()).toBe(1);
  });

  it('by arrow keys (wrapping), Home and End, moving focus with the selection', () => {
    const [set] = prerender(files);
    const { tabs, selected } = set!;
    tabs[0]!.focus();
    key(tabs[0]!, 'ArrowRight');
    expect(selected()).toBe(1);
    expect(document.activeElement).toBe(tabs[1]);
    key(tabs[1]!, 'End');
    expect(selected()).toBe(2);
    key(tabs[2]!, 'ArrowRight');
    expect(selected()).toBe(0);
    key(tabs[0]!, 'ArrowLeft');
    expect(selected()).toBe(2);
    key(tabs[2]!, 'Home');
    expect(selected()).toBe(0);
    expect(document.activeElement).toBe(tabs[0]);
    key(tabs[0]!, 'a');
    expect(selected()).toBe(0);
  });

  it('flips the arrows on a right-to-left page', () => {
    document.documentElement.setAttribute('dir', 'rtl');
    const [set] = prerender(files);
    key(set!.tabs[0]!, 'ArrowLeft');
    expect(set!.selected()).toBe(1);
  });

  it('keeps a non-install set to itself and out of storage', () => {
    const [first, second] = prerender(files, files);
    first!.tabs[1]!.click();
    expect(first!.selected()).toBe(1);
    expect(second!.selected()).toBe(0);
    expect(localStorage.length).toBe(0);
  });
});

describe('package manager', () => {
  it('shows the remembered one on load, in every install set', () => {
    localStorage.setItem(PACKAGE_MANAGER_KEY, 'yarn');
    const [a, other, b] = prerender(install, files, install);
    expect(a!.selected()).toBe(2);
    expect(b!.selected()).toBe(2);
    expect(a!.shown()).toContain('yarn add');
    expect(other!.selected()).toBe(0);
  });

  it('falls back to npm when the stored value is not a package manager', () => {
    localStorage.setItem(PACKAGE_MANAGER_KEY, 'bun');
    const [set] = prerender(install);
    expect(set!.selected()).toBe(0);
  });

  it('remembers a choice and applies it to every install set on the page', () => {
    const [a, other, b] = prerender(install, files, install);
    a!.tabs[1]!.click();
    expect(localStorage.getItem(PACKAGE_MANAGER_KEY)).toBe('pnpm');
    expect(a!.selected()).toBe(1);
    expect(b!.selected()).toBe(1);
    expect(other!.selected()).toBe(0);
    key(b!.tabs[1]!, 'ArrowRight');
    expect(localStorage.getItem(PACKAGE_MANAGER_KEY)).toBe('yarn');
    expect(a!.selected()).toBe(2);
  });

  it('lasts for the page when storage refuses the choice', () => {
    const [a, b] = prerender(install, install);
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new Error('quota');
    };
    try {
      a!.tabs[2]!.click();
    } finally {
      Storage.prototype.setItem = setItem;
    }
    expect(a!.selected()).toBe(2);
    expect(b!.selected()).toBe(2);
    expect(localStorage.getItem(PACKAGE_MANAGER_KEY)).toBeNull();
    // Once storage accepts again, the choice is stored as usual.
    b!.tabs[0]!.click();
    expect(localStorage.getItem(PACKAGE_MANAGER_KEY)).toBe('npm');
    expect(a!.selected()).toBe(0);
  });
});

describe('React component', () => {
  it('hydrates the prerendered markup without a mismatch, then switches it', async () => {
    const container = document.createElement('div');
    const app = page(files, install);
    container.innerHTML = renderToStaticMarkup(app);
    document.body.append(container);
    const errors: unknown[] = [];
    const log = vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
    const root = await act(async () =>
      hydrateRoot(container, app, { onRecoverableError: (error) => errors.push(error) }),
    );
    log.mockRestore();
    expect(errors).toEqual([]);
    const [set] = [...document.querySelectorAll<HTMLElement>('[data-slot="code-tabs"]')].map(parts);
    act(() => set!.tabs[1]!.click());
    expect(set!.selected()).toBe(1);
    act(() => root.unmount());
  });

  it('runs the same behaviour on its own markup and follows a choice made in another set', () => {
    localStorage.setItem(PACKAGE_MANAGER_KEY, 'pnpm');
    render(page(install, install));
    const [a, b] = [...document.querySelectorAll<HTMLElement>('[data-slot="code-tabs"]')].map(parts);
    expect(a!.selected()).toBe(1);
    act(() => fireEvent.click(b!.tabs[0]!));
    expect(a!.selected()).toBe(0);
    expect(localStorage.getItem(PACKAGE_MANAGER_KEY)).toBe('npm');
  });
});
