import {
  COLOR_SCHEME_ATTRIBUTE,
  COLOR_SCHEME_STORAGE_KEY,
  MODE_STORAGE_KEY,
  appliedColorScheme,
  readColorSchemeSetting,
  resolveColorScheme,
  setThemeColor,
} from './color-scheme';
import { safeLocalStorage } from '../config/browser-storage';

const STORAGE_KEYS = [MODE_STORAGE_KEY, `${COLOR_SCHEME_STORAGE_KEY}-light`, `${COLOR_SCHEME_STORAGE_KEY}-dark`];

/**
 * On a static page (no React, so no MUI provider), does what the provider and `ThemeColorSync` do on React pages:
 * - while the setting (`mui-mode`) is `system` (or absent, or unreadable), follows the OS scheme live;
 * - applies a setting or scheme name changed in another tab (`storage` events);
 * - keeps `<meta name="theme-color">` on the scheme named by `<html data-mui-color-scheme>`, whoever changes it
 *   (this script, or a settings panel).
 * Returns a function that stops following.
 */
export function followColorScheme(doc: Document = document): () => void {
  const win = doc.defaultView;
  const root = doc.documentElement;
  if (!win) return () => {};
  const storage = safeLocalStorage(win);
  const media = typeof win.matchMedia === 'function' ? win.matchMedia('(prefers-color-scheme: dark)') : undefined;
  const systemScheme = () => (media?.matches ? 'dark' : 'light');

  const apply = () => {
    const scheme = resolveColorScheme(storage, systemScheme());
    if (root.getAttribute(COLOR_SCHEME_ATTRIBUTE) !== scheme) root.setAttribute(COLOR_SCHEME_ATTRIBUTE, scheme);
    // The observer below follows too, but asynchronously; the meta is right at once this way.
    setThemeColor(scheme, doc);
  };
  const onSystemChange = () => {
    // A chosen light or dark scheme stays whatever the OS does.
    if (readColorSchemeSetting(storage) === 'system') apply();
  };
  const onStorage = (event: StorageEvent) => {
    // `key` is null when another tab cleared the storage.
    if (event.key === null || STORAGE_KEYS.includes(event.key)) apply();
  };
  const observer = new win.MutationObserver(() => {
    const scheme = appliedColorScheme(doc);
    if (scheme) setThemeColor(scheme, doc);
  });

  apply();
  media?.addEventListener('change', onSystemChange);
  win.addEventListener('storage', onStorage);
  observer.observe(root, { attributes: true, attributeFilter: [COLOR_SCHEME_ATTRIBUTE] });
  return () => {
    media?.removeEventListener('change', onSystemChange);
    win.removeEventListener('storage', onStorage);
    observer.disconnect();
  };
}
