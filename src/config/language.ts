import type { Language } from './docs-context';

/** Languages the site is written in; English is the default and has no URL prefix. */
export const LANGUAGES = ['en', 'zh'] as const;

/** BCP 47 tag for `<html lang>` and `hreflang`. */
export const LANGUAGE_TAGS: Record<Language, string> = { en: 'en', zh: 'zh-Hans' };

/** Language of a router path (below the /x/ basename): `/zh/...` is Chinese, everything else English. */
export function languageOfRouterPath(pathname: string): Language {
  return pathname === '/zh' || pathname.startsWith('/zh/') ? 'zh' : 'en';
}

/** Site pathname (`/x/...`) without its language prefix, and the language it named. */
export function splitLanguage(pathname: string): { language: Language; pathname: string } {
  if (pathname === '/x/zh' || pathname.startsWith('/x/zh/')) {
    return { language: 'zh', pathname: `/x${pathname.slice(5)}` };
  }
  return { language: 'en', pathname };
}

/** The same page in another language: `/x/react-tree-view/` ↔ `/x/zh/react-tree-view/`. */
export function localizePathname(pathname: string, language: Language): string {
  const base = splitLanguage(pathname).pathname;
  if (language === 'en') return base;
  return base === '/x' || base === '/x/' ? `/x/${language}/` : `/x/${language}${base.slice(2)}`;
}
