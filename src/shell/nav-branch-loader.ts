/**
 * The other products' navigation entries on a static page: the build writes them once per language to a hashed JSON
 * file (`scripts/build-steps/steps/81-nav-branches.ts`: list id → the list's markup, rendered by the same components
 * as the page), named on the tree's root as `data-nav-branches`. It is fetched once per page, cached for good by the
 * browser (hashed name) and precached by the service worker, so the groups also open offline.
 */

/** Branch markup by list id, as the build writes it. */
export type NavBranches = Record<string, string>;

const requests = new Map<string, Promise<NavBranches>>();

/** The branch file at `url`, fetched once; a failed fetch is forgotten, so the next attempt tries again. */
export function loadNavBranches(url: string): Promise<NavBranches> {
  let request = requests.get(url);
  if (!request) {
    request = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return response.json() as Promise<NavBranches>;
    });
    requests.set(url, request);
    request.catch(() => requests.delete(url));
  }
  return request;
}

/**
 * Puts a deferred list's entries in place (`data-nav-deferred` goes); resolves true once they are in, false when they
 * could not be fetched. While waiting the list is `aria-busy`.
 */
export async function fillDeferredList(list: HTMLElement): Promise<boolean> {
  const url = list.closest('[data-nav-branches]')?.getAttribute('data-nav-branches');
  if (!url) return false;
  list.setAttribute('aria-busy', 'true');
  try {
    const markup = (await loadNavBranches(url))[list.id];
    if (markup === undefined) throw new Error(`${url} has no entries for #${list.id}`);
    if (list.hasAttribute('data-nav-deferred')) {
      // Our own build's markup, from our own origin: the same components rendered it as the rest of the tree.
      list.innerHTML = markup;
      list.removeAttribute('data-nav-deferred');
    }
    return true;
  } catch (error) {
    console.warn('Navigation: could not load the entries of a group', error);
    return false;
  } finally {
    list.removeAttribute('aria-busy');
  }
}
