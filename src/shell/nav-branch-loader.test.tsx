// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DocsProvider } from '../config/docs-context';
import { navBranchesUrl, splitNavTree } from '../engine/nav-split';
import type { MuiPage } from '../engine/types';
import { renderNavBranches } from './nav-branches';
import { NavTree } from './nav-tree';
import { attachNavTree } from './nav-tree-behaviour';
import { StaticPageProvider } from './page-runtime';

const PAGES: MuiPage[] = [
  {
    pathname: '/x/introduction-group',
    title: 'Introduction',
    children: [
      { pathname: '/x/introduction/installation', title: 'Installation' },
      {
        pathname: '/x/introduction/more',
        title: 'More',
        children: [{ pathname: '/x/introduction/more/faq', title: 'FAQ', plan: 'pro', newFeature: true }],
      },
    ],
  },
  {
    pathname: '/x/react-tree-view-group',
    title: 'Tree View',
    children: [{ pathname: '/x/react-tree-view/quickstart', title: 'Quickstart' }],
  },
];
const CURRENT = '/x/react-tree-view/quickstart';
const ACTIVE = new Set(['/x/react-tree-view-group', CURRENT]);
const URL = navBranchesUrl('en', 'abc123');

/**
 * A static page's tree: split for the current page (as NavContent does), or whole (as before the split). Each build
 * names its branch file anew; a test that needs its own fetch gives its own `url` (a page keeps what it fetched).
 */
function staticTree(split: boolean, url = URL) {
  return renderToStaticMarkup(staticTreeElement(split, url));
}

function staticTreeElement(split: boolean, url = URL) {
  const { inPage, deferred } = splitNavTree(PAGES, CURRENT);
  return (
    <MemoryRouter basename="/x" initialEntries={['/x/']}>
      <DocsProvider>
        <StaticPageProvider value>
          <nav aria-label="Main navigation">
            <NavTree
              pages={split ? inPage : PAGES}
              deferred={split ? new Map(deferred.map((group) => [group.pathname, group])) : undefined}
              branchesUrl={split ? url : undefined}
              activePath={ACTIVE}
              activePage={CURRENT}
            />
          </nav>
        </StaticPageProvider>
      </DocsProvider>
    </MemoryRouter>
  );
}

const group = (name: string) =>
  [...document.querySelectorAll<HTMLButtonElement>('[data-slot="nav-group"]')].find((b) => b.textContent === name)!;
const listOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls')!)!;
const link = (name: string) => [...document.querySelectorAll('a')].find((a) => a.textContent?.startsWith(name));
const shown = (element: Element) => !element.closest('[hidden]');
/** Lets the fetch and the JSON parsing settle. */
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

let detach: () => void = () => {};

afterEach(() => {
  detach();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

function serveBranches(response: () => Promise<Response>) {
  const fetch = vi.fn(response);
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe("another product's navigation on a static page", () => {
  it('is an empty, hidden list in the HTML; the current product keeps its links', () => {
    document.body.innerHTML = staticTree(true);
    expect(document.querySelector('[data-nav-branches]')?.getAttribute('data-nav-branches')).toBe(URL);
    const intro = listOf(group('Introduction'));
    expect(intro.hasAttribute('data-nav-deferred')).toBe(true);
    expect(intro.hidden).toBe(true);
    expect(intro.children).toHaveLength(0);
    expect(link('Installation')).toBeUndefined();
    expect(link('Quickstart')?.getAttribute('href')).toBe('/x/react-tree-view/quickstart/');
    expect(listOf(group('Tree View')).hasAttribute('data-nav-deferred')).toBe(false);
  });

  it('is fetched once when the pointer or focus reaches the group, then opens with the markup of the whole tree', async () => {
    const branches = renderNavBranches(PAGES, 'en');
    const fetch = serveBranches(async () => new Response(JSON.stringify(branches)));
    document.body.innerHTML = staticTree(true);
    detach = attachNavTree(document);
    const intro = group('Introduction');
    intro.dispatchEvent(new Event('pointerenter'));
    intro.dispatchEvent(new FocusEvent('focus'));
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(URL);
    // Filled while hidden: opening it needs no request.
    expect(shown(link('Installation')!)).toBe(false);
    intro.click();
    expect(shown(link('Installation')!)).toBe(true);
    expect(link('Installation')!.getAttribute('href')).toBe('/x/introduction/installation/');
    expect(listOf(intro).hasAttribute('data-nav-deferred')).toBe(false);
    const filled = listOf(intro).innerHTML;
    // The same entries as a page that carried the whole tree.
    document.body.innerHTML = staticTree(false);
    expect(filled).toBe(listOf(group('Introduction')).innerHTML);
  });

  it('opens on a click before any prefetch, and its nested groups open and close', async () => {
    serveBranches(async () => new Response(JSON.stringify(renderNavBranches(PAGES, 'en'))));
    document.body.innerHTML = staticTree(true);
    detach = attachNavTree(document);
    group('Introduction').click();
    expect(group('Introduction').getAttribute('aria-expanded')).toBe('true');
    await settle();
    expect(shown(link('Installation')!)).toBe(true);
    expect(shown(link('FAQ')!)).toBe(false);
    group('More').click();
    expect(shown(link('FAQ')!)).toBe(true);
    expect(link('FAQ')!.querySelector('[data-slot="plan-icon"]')?.getAttribute('aria-label')).toBe('Pro plan');
  });

  it('closes again when the entries cannot be fetched, and tries again on the next attempt', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let online = false;
    const fetch = serveBranches(async () => {
      if (!online) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(renderNavBranches(PAGES, 'en')));
    });
    document.body.innerHTML = staticTree(true, navBranchesUrl('en', 'offline'));
    detach = attachNavTree(document);
    const intro = group('Introduction');
    intro.click();
    await settle();
    expect(intro.getAttribute('aria-expanded')).toBe('false');
    expect(listOf(intro).hasAttribute('data-nav-deferred')).toBe(true);
    online = true;
    intro.click();
    await settle();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(shown(link('Installation')!)).toBe(true);
    warn.mockRestore();
  });

  it('opens from the tree React holds where the page is hydrated (the development server)', async () => {
    const container = document.createElement('div');
    container.innerHTML = staticTree(true);
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, staticTreeElement(true)));
    act(() => group('Introduction').click());
    expect(shown(link('Installation')!)).toBe(true);
    expect(listOf(group('Introduction')).hasAttribute('data-nav-deferred')).toBe(false);
    act(() => root.unmount());
  });
});
