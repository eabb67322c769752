// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { followColorScheme } from './follow-color-scheme';
import { THEME_COLORS } from './theme-constants';

/** A stand-in for `matchMedia('(prefers-color-scheme: dark)')` whose answer a test can change. */
function fakeSystemScheme(initial: 'light' | 'dark') {
  let dark = initial === 'dark';
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return dark;
    },
    media: '(prefers-color-scheme: dark)',
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  window.matchMedia = (() => query) as never;
  return {
    set(scheme: 'light' | 'dark') {
      dark = scheme === 'dark';
      for (const listener of listeners) listener();
    },
  };
}

const html = document.documentElement;
const scheme = () => html.getAttribute('data-mui-color-scheme');
const themeColor = () => document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')!.content;
/** MutationObserver callbacks run as microtasks. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function storageEvent(key: string | null, newValue: string | null) {
  window.dispatchEvent(new StorageEvent('storage', { key, newValue }));
}

let stop: (() => void) | undefined;

beforeEach(() => {
  document.head.innerHTML = `<meta name="theme-color" content="${THEME_COLORS.light}">`;
  html.setAttribute('data-mui-color-scheme', 'light');
});

afterEach(() => {
  stop?.();
  stop = undefined;
  window.localStorage.clear();
  html.removeAttribute('data-mui-color-scheme');
});

describe('followColorScheme (static pages)', () => {
  it('applies the OS scheme at once and follows it live while the setting is system (or absent)', () => {
    const os = fakeSystemScheme('dark');
    stop = followColorScheme(document);
    expect(scheme()).toBe('dark');
    expect(themeColor()).toBe(THEME_COLORS.dark);
    os.set('light');
    expect(scheme()).toBe('light');
    expect(themeColor()).toBe(THEME_COLORS.light);
    window.localStorage.setItem('mui-mode', 'system');
    os.set('dark');
    expect(scheme()).toBe('dark');
    expect(themeColor()).toBe(THEME_COLORS.dark);
  });

  it('ignores the OS while the reader has chosen light or dark', () => {
    window.localStorage.setItem('mui-mode', 'light');
    const os = fakeSystemScheme('light');
    stop = followColorScheme(document);
    os.set('dark');
    expect(scheme()).toBe('light');
    expect(themeColor()).toBe(THEME_COLORS.light);
  });

  it('uses the stored scheme names as InitColorSchemeScript does, ignoring tampered values', () => {
    const os = fakeSystemScheme('light');
    window.localStorage.setItem('mui-color-scheme-light', 'dark');
    stop = followColorScheme(document);
    expect(scheme()).toBe('dark');
    window.localStorage.setItem('mui-color-scheme-light', '"><img src=x onerror=alert(1)>');
    window.localStorage.setItem('mui-color-scheme-dark', 'purple');
    os.set('dark');
    expect(scheme()).toBe('dark');
    os.set('light');
    expect(scheme()).toBe('light');
    expect(themeColor()).toBe(THEME_COLORS.light);
  });

  it('reads a tampered setting as system', () => {
    window.localStorage.setItem('mui-mode', 'sideways');
    const os = fakeSystemScheme('light');
    stop = followColorScheme(document);
    os.set('dark');
    expect(scheme()).toBe('dark');
    expect(themeColor()).toBe(THEME_COLORS.dark);
  });

  it('applies a setting changed in another tab', () => {
    fakeSystemScheme('light');
    stop = followColorScheme(document);
    window.localStorage.setItem('mui-mode', 'dark');
    storageEvent('mui-mode', 'dark');
    expect(scheme()).toBe('dark');
    expect(themeColor()).toBe(THEME_COLORS.dark);
    window.localStorage.setItem('mui-mode', '<script>');
    storageEvent('mui-mode', '<script>');
    expect(scheme()).toBe('light');
    window.localStorage.setItem('mui-mode', 'dark');
    storageEvent('unrelated', 'x');
    expect(scheme()).toBe('light');
    window.localStorage.clear();
    storageEvent(null, null);
    expect(scheme()).toBe('light');
  });

  it('keeps theme-color on the scheme whoever changes the attribute (a settings panel), and stops when asked', async () => {
    fakeSystemScheme('light');
    stop = followColorScheme(document);
    html.setAttribute('data-mui-color-scheme', 'dark');
    await settle();
    expect(themeColor()).toBe(THEME_COLORS.dark);
    html.setAttribute('data-mui-color-scheme', 'not-a-scheme');
    await settle();
    expect(themeColor()).toBe(THEME_COLORS.dark);
    stop();
    stop = undefined;
    html.setAttribute('data-mui-color-scheme', 'light');
    await settle();
    expect(themeColor()).toBe(THEME_COLORS.dark);
  });

  it('still follows the OS when storage is blocked', () => {
    const os = fakeSystemScheme('light');
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = () => {
      throw new Error('SecurityError');
    };
    try {
      stop = followColorScheme(document);
      os.set('dark');
      expect(scheme()).toBe('dark');
    } finally {
      Storage.prototype.getItem = getItem;
    }
  });
});
