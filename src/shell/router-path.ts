/**
 * The router runs under the `/x/` basename, so its `to` props are written without it.
 * Content and the page tree use full `/x/...` paths (the official scheme); this converts them.
 */
export function toRouterPath(href: string): string {
  if (href === '/x' || href.startsWith('/x/') || href.startsWith('/x#')) {
    const rest = href.slice(2);
    return rest.startsWith('/') ? rest : `/${rest}`;
  }
  return href;
}

/** True for links that stay on this site (handled by client-side navigation). */
export function isInternalHref(href: string): boolean {
  return href === '/x' || href.startsWith('/x/') || href.startsWith('/x#');
}
