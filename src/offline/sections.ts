/**
 * Offline sections: the groups of pages the settings panel can download for offline reading. Each product's guides
 * and API pages form one section; every other page (introduction, migration, common concepts…) forms `general`.
 * Shared by the build step that writes the page lists and the client that asks for them.
 */
import { splitLanguage } from '../config/language';

/** Section of the pages that belong to no product. */
export const GENERAL_SECTION = 'general';

/** Products whose pages form a section: the guide folder and the API folder below /x/api/. */
const PRODUCT_SECTIONS = [
  { section: 'react-data-grid', api: 'data-grid' },
  { section: 'react-date-pickers', api: 'date-pickers' },
  { section: 'react-charts', api: 'charts' },
  { section: 'react-tree-view', api: 'tree-view' },
] as const;

/** Every section name, products first. */
export const OFFLINE_SECTIONS: readonly string[] = [...PRODUCT_SECTIONS.map((entry) => entry.section), GENERAL_SECTION];

/** The section a site path (`/x/...`, either language) belongs to. */
export function offlineSectionOf(sitePath: string): string {
  const segments = splitLanguage(sitePath).pathname.split('/').filter(Boolean);
  const [, first, second] = segments;
  for (const entry of PRODUCT_SECTIONS) {
    if (first === entry.section || (first === 'api' && second === entry.api)) return entry.section;
  }
  return GENERAL_SECTION;
}

/** URL of a section's page list, written at build time. */
export function offlineListUrl(section: string): string {
  return `/x/offline/${section}.json`;
}

/** A section's page list: site paths (with trailing slash) per language, and the lazily loaded scripts they need. */
export interface OfflinePageList {
  section: string;
  pages: Record<string, string[]>;
  scripts: Record<string, string[]>;
}

/** URL of the prerendered data React Router fetches for a page: `/x/a/b/` → `/x/a/b.data`, `/x/` → `/x/_root.data`. */
export function dataUrlOf(sitePath: string): string {
  const trimmed = sitePath.replace(/\/+$/, '');
  return trimmed === '/x' ? '/x/_root.data' : `${trimmed}.data`;
}
