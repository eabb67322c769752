import type { Plugin } from 'vite';

/** Source of the script static pages run instead of the React app (see src/static-page/entry.ts). */
export const STATIC_PAGE_ENTRY = 'src/static-page/entry.ts';

/** Written beside the client build (and so into out/): the static-page entry's file and what it imports statically. */
export const STATIC_PAGE_MANIFEST = 'static-page-entry.json';

/** Source of the demo island host, which the entry imports only on pages with demos. */
export const DEMO_ISLANDS_MODULE = 'src/static-page/islands/demo-islands.tsx';

/** The entry's chunk and every chunk it imports statically, as site-relative file names (`assets/x-abc.js`). */
export interface StaticPageEntryFiles {
  file: string;
  imports: string[];
  /**
   * The demo island host's chunk and the chunks it imports statically that the entry does not: preloaded (a few per
   * task, with the entry's) on pages with demos, instead of all at once by the bundler's helper as the entry imports it.
   */
  demoIslands: string[];
}

interface ChunkInfo {
  type: 'chunk' | 'asset';
  fileName: string;
  facadeModuleId?: string | null;
  imports?: string[];
}

/** `fileName` and every chunk it reaches through static imports. */
function staticClosure(bundle: Record<string, ChunkInfo>, fileName: string): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string) => {
    for (const imported of bundle[name]?.imports ?? []) {
      if (seen.has(imported)) continue;
      seen.add(imported);
      visit(imported);
    }
  };
  visit(fileName);
  return seen;
}

const chunkOf = (bundle: Record<string, ChunkInfo>, modulePath: string) =>
  Object.values(bundle).find(
    (item) => item.type === 'chunk' && item.facadeModuleId?.replaceAll('\\', '/').endsWith(modulePath),
  );

/** Walks the chunk graph from the entry's chunk through static imports only (dynamic ones load on demand). */
export function staticPageEntryFiles(
  bundle: Record<string, ChunkInfo>,
  entryPath: string,
  islandsPath = DEMO_ISLANDS_MODULE,
): StaticPageEntryFiles {
  const entry = chunkOf(bundle, entryPath);
  if (!entry) throw new Error(`${entryPath}: its chunk is missing from the client build.`);
  const imports = staticClosure(bundle, entry.fileName);
  const islands = chunkOf(bundle, islandsPath);
  const demoIslands = islands
    ? [islands.fileName, ...staticClosure(bundle, islands.fileName)].filter(
        (file) => file !== entry.fileName && !imports.has(file),
      )
    : [];
  return { file: entry.fileName, imports: [...imports].sort(), demoIslands: [...new Set(demoIslands)].sort() };
}

/**
 * Whether the bundler's helper should preload a dynamic import's chunks itself: not for the demo island host imported
 * by the static entry, whose chunks the page has already listed to preload a few per task (scripts/html/static-page.ts):
 * the helper inserts them all in one task, about 60 on a page of Data Grid demos, long enough to block a phone.
 */
export function bundlerPreloadsFor(importedFile: string, deps: string[], hostFile: string): string[] {
  return hostFile.includes('static-page') && importedFile.includes('demo-islands') ? [] : deps;
}

/**
 * Adds the static-page script to React Router's client build as an extra entry, so it shares chunks (React for the
 * islands a static page opens on demand) with the React pages, and writes `static-page-entry.json` for the build
 * step that rewrites static pages (scripts/build-steps/steps/82-static-pages.ts).
 */
export function staticPageEntry(): Plugin {
  return {
    name: 'x-docs:static-page-entry',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildStart() {
      this.emitFile({ type: 'chunk', id: STATIC_PAGE_ENTRY, name: 'static-page' });
    },
    generateBundle(_options, bundle) {
      const files = staticPageEntryFiles(bundle as unknown as Record<string, ChunkInfo>, STATIC_PAGE_ENTRY);
      this.emitFile({ type: 'asset', fileName: STATIC_PAGE_MANIFEST, source: JSON.stringify(files) });
    },
  };
}
