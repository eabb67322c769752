// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DocsProvider } from '../config/docs-context';
import { StaticPageProvider } from './page-runtime';
import type { MuiPage } from '../engine/types';
import { NavTree } from './nav-tree';
import { attachNavTree, navGroupListId, revealActiveEntry } from './nav-tree-behaviour';

const PAGES: MuiPage[] = [
  {
    pathname: '/x/introduction',
    title: 'Introduction',
    children: [
      { pathname: '/x/introduction/installation', title: 'Installation' },
      {
        pathname: '/x/introduction/more',
        title: 'More',
        children: [{ pathname: '/x/introduction/more/faq', title: 'FAQ', newFeature: true }],
      },
    ],
  },
  {
    pathname: '/x/react-tree-view',
    title: 'Tree View',
    children: [
      { pathname: '/x/react-tree-view/quickstart', title: 'Quickstart' },
      {
        pathname: '/x/react-tree-view/main-features',
        subheader: 'Main features',
        children: [{ pathname: '/x/react-tree-view/selection', title: 'Selection', plan: 'pro' }],
      },
    ],
  },
];

const ACTIVE = new Set(['/x/react-tree-view', '/x/react-tree-view/quickstart']);

/** The tree as a static page (the default) or a React page renders it. */
function tree(staticPage = true) {
  return (
    <MemoryRouter>
      <DocsProvider>
        <StaticPageProvider value={staticPage}>
          <nav aria-label="Main navigation">
            <NavTree pages={PAGES} activePath={ACTIVE} activePage="/x/react-tree-view/quickstart" />
          </nav>
        </StaticPageProvider>
      </DocsProvider>
    </MemoryRouter>
  );
}

const group = (name: string) =>
  [...document.querySelectorAll<HTMLButtonElement>('[data-slot="nav-group"]')].find(
    (button) => button.textContent === name,
  )!;
const listOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls')!)!;
const link = (name: string) => [...document.querySelectorAll('a')].find((a) => a.textContent?.startsWith(name))!;

/** Whether an element is shown: neither it nor an ancestor is hidden. */
const shown = (element: Element) => !element.closest('[hidden]');

let detach: () => void = () => {};

afterEach(() => {
  detach();
  document.body.innerHTML = '';
});

describe('prerendered navigation tree', () => {
  it("renders every entry, a collapsed group's list hidden, each group button controlling its list by a stable id", () => {
    document.body.innerHTML = renderToStaticMarkup(tree());
    const intro = group('Introduction');
    const tree_ = group('Tree View');
    expect(intro.getAttribute('aria-expanded')).toBe('false');
    expect(tree_.getAttribute('aria-expanded')).toBe('true');
    expect(intro.getAttribute('aria-controls')).toBe(navGroupListId('/x/introduction'));
    expect(navGroupListId('/x/introduction')).toBe('nav-group-x-introduction');
    expect(listOf(intro).tagName).toBe('UL');
    expect(listOf(intro).hidden).toBe(true);
    expect(listOf(tree_).hidden).toBe(false);
    // Collapsed entries are in the markup, nested groups included, just not shown.
    expect(link('Installation').getAttribute('href')).toBe('/introduction/installation/');
    expect(shown(link('Installation'))).toBe(false);
    expect(link('FAQ').querySelector('[data-slot="nav-chip"]')?.textContent).toBe('New');
    expect(shown(link('Selection'))).toBe(true);
    expect(link('Quickstart').getAttribute('aria-current')).toBe('page');
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('attachNavTree', () => {
  it('opens and closes a group on click: aria-expanded on its button, hidden on its list', () => {
    document.body.innerHTML = renderToStaticMarkup(tree());
    detach = attachNavTree(document);
    const intro = group('Introduction');
    intro.click();
    expect(intro.getAttribute('aria-expanded')).toBe('true');
    expect(listOf(intro).hidden).toBe(false);
    expect(shown(link('Installation'))).toBe(true);
    // A nested group inside works the same.
    const more = group('More');
    expect(shown(link('FAQ'))).toBe(false);
    more.click();
    expect(shown(link('FAQ'))).toBe(true);
    intro.click();
    expect(intro.getAttribute('aria-expanded')).toBe('false');
    expect(listOf(intro).hidden).toBe(true);
    expect(shown(link('FAQ'))).toBe(false);
    // The open group of the active page closes too.
    group('Tree View').click();
    expect(listOf(group('Tree View')).hidden).toBe(true);
  });

  it('stops after the cleanup', () => {
    document.body.innerHTML = renderToStaticMarkup(tree());
    detach = attachNavTree(document);
    detach();
    group('Introduction').click();
    expect(group('Introduction').getAttribute('aria-expanded')).toBe('false');
  });
});

describe('React NavTree', () => {
  it('hydrates the prerendered markup without a mismatch and toggles it with its own state', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToStaticMarkup(tree());
    document.body.append(container);
    const errors: unknown[] = [];
    // Attribute mismatches are only logged.
    const log = vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
    const root = await act(async () =>
      hydrateRoot(container, tree(), { onRecoverableError: (error) => errors.push(error) }),
    );
    log.mockRestore();
    expect(errors).toEqual([]);
    const intro = group('Introduction');
    act(() => intro.click());
    expect(intro.getAttribute('aria-expanded')).toBe('true');
    expect(listOf(intro).hidden).toBe(false);
    act(() => intro.click());
    expect(listOf(intro).hidden).toBe(true);
    act(() => root.unmount());
  });

  it("on a React page renders a collapsed group's entries only once it is opened", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToStaticMarkup(tree(false));
    document.body.append(container);
    const intro = group('Introduction');
    expect(intro.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(intro.getAttribute('aria-controls')!)).toBeNull();
    expect(shown(link('Quickstart'))).toBe(true);
    const root = await act(async () => hydrateRoot(container, tree(false)));
    act(() => intro.click());
    expect(shown(listOf(intro))).toBe(true);
    act(() => root.unmount());
  });
});

describe('revealActiveEntry', () => {
  const box = (top: number, height: number) => () => ({ top, bottom: top + height, height }) as DOMRect;

  it("scrolls the side navigation, not the page, to the page's entry when it is out of sight", () => {
    document.body.innerHTML =
      '<div data-slot="nav-permanent"><nav><a href="/x/a/">A</a><a aria-current="page" href="/x/b/">B</a></nav></div>';
    const nav = document.querySelector('nav')!;
    nav.getBoundingClientRect = box(64, 600);
    document.querySelector<HTMLElement>('[aria-current]')!.getBoundingClientRect = box(1500, 30);
    revealActiveEntry(document);
    expect(nav.scrollTop).toBe(1500 - 64 - 200);
  });

  it('leaves the navigation where it is when the entry is in sight', () => {
    document.body.innerHTML =
      '<div data-slot="nav-permanent"><nav><a aria-current="page" href="/x/b/">B</a></nav></div>';
    const nav = document.querySelector('nav')!;
    nav.getBoundingClientRect = box(64, 600);
    document.querySelector<HTMLElement>('[aria-current]')!.getBoundingClientRect = box(100, 30);
    revealActiveEntry(document);
    expect(nav.scrollTop).toBe(0);
  });
});
