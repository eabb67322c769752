import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { splitLanguage } from '../../src/config/language';
import { OFFLINE_SECTIONS, offlineSectionOf, type OfflinePageList } from '../../src/offline/sections';

/**
 * Groups site paths into the offline sections, per language, with the lazily loaded scripts their pages need
 * (`scriptsOf`, see page-chunks.ts).
 */
export function buildPageLists(
  sitePaths: string[],
  scriptsOf: (sitePath: string) => string[] = () => [],
): OfflinePageList[] {
  const lists = new Map<string, OfflinePageList>(
    OFFLINE_SECTIONS.map((section) => [section, { section, pages: { en: [], zh: [] }, scripts: { en: [], zh: [] } }]),
  );
  for (const path of sitePaths) {
    const list = lists.get(offlineSectionOf(path))!;
    const { language } = splitLanguage(path);
    (list.pages[language] ??= []).push(path);
    const scripts = (list.scripts[language] ??= []);
    for (const script of scriptsOf(path)) if (!scripts.includes(script)) scripts.push(script);
  }
  return [...lists.values()];
}

/** Writes out/offline/<section>.json for every section. */
export function writePageLists(
  outDir: string,
  sitePaths: string[],
  scriptsOf?: (sitePath: string) => string[],
): OfflinePageList[] {
  const lists = buildPageLists(sitePaths, scriptsOf);
  mkdirSync(join(outDir, 'offline'), { recursive: true });
  for (const list of lists) writeFileSync(join(outDir, 'offline', `${list.section}.json`), JSON.stringify(list));
  return lists;
}
