import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { splitLanguage } from '../../src/config/language';
import { OFFLINE_SECTIONS, offlineSectionOf, type OfflinePageList } from '../../src/offline/sections';

/** Groups site paths into the offline sections, per language. */
export function buildPageLists(sitePaths: string[]): OfflinePageList[] {
  const lists = new Map<string, OfflinePageList>(
    OFFLINE_SECTIONS.map((section) => [section, { section, pages: { en: [], zh: [] } }]),
  );
  for (const path of sitePaths) {
    const list = lists.get(offlineSectionOf(path));
    const { language } = splitLanguage(path);
    (list!.pages[language] ??= []).push(path);
  }
  return [...lists.values()];
}

/** Writes out/offline/<section>.json for every section. */
export function writePageLists(outDir: string, sitePaths: string[]): OfflinePageList[] {
  const lists = buildPageLists(sitePaths);
  mkdirSync(join(outDir, 'offline'), { recursive: true });
  for (const list of lists) writeFileSync(join(outDir, 'offline', `${list.section}.json`), JSON.stringify(list));
  return lists;
}
