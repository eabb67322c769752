import type { Language } from '../config/docs-context';
import { LANGUAGE_TAGS } from '../config/language';
import { en, type UiStrings } from '../config/translations/en';
import { zh } from '../config/translations/zh';

/**
 * What a static page's scripts know about the page they run on, read from the prerendered document (no React, no
 * router): its language, from `<html lang>`, and the shell strings in that language.
 */
export function pageLanguage(doc: Document = document): Language {
  return doc.documentElement.lang === LANGUAGE_TAGS.zh ? 'zh' : 'en';
}

/** Shell strings in the page's language. */
export function pageStrings(doc: Document = document): UiStrings {
  return pageLanguage(doc) === 'zh' ? zh : en;
}
