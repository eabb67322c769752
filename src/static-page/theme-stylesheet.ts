/**
 * The theme's full set of variables on a static page. Its HTML keeps only the variables its own markup reads
 * (scripts/html/theme-variables.ts); the islands (settings, search, menus, the phone-sized navigation, the update
 * offer) render MUI components that read others, without generating the theme's styles themselves
 * (./islands/island-providers.tsx). So the build parks a link to the whole set in an inert template, and the island
 * host adds it before its first render. Adding it restyles the whole page once (every element inherits from `:root`),
 * which is why it waits for the reader to reach for an island rather than loading with the page.
 */

/** Attribute of the `<template>` holding the link to a static page's theme stylesheet. */
export const THEME_STYLESHEET_ATTRIBUTE = 'data-theme-stylesheet';

const loading = new WeakMap<Document, Promise<void>>();

/**
 * Adds the page's theme stylesheet to its head, once, and resolves when it has loaded (or failed: the islands still
 * open, with some colours missing, rather than not at all). Resolves at once on a page without one.
 */
export function loadThemeStylesheet(doc: Document = document): Promise<void> {
  const started = loading.get(doc);
  if (started) return started;
  const template = doc.querySelector<HTMLTemplateElement>(`template[${THEME_STYLESHEET_ATTRIBUTE}]`);
  const links = template ? [...template.content.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')] : [];
  const loaded = Promise.all(
    links.map(
      (link) =>
        new Promise<void>((resolve) => {
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
        }),
    ),
  ).then(() => undefined);
  if (template) doc.head.append(template.content);
  loading.set(doc, loaded);
  return loaded;
}
