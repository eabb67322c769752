import type { Plugin } from 'vite';

/** Source of the script static pages run instead of the React app (see src/static-page/entry.ts). */
export const STATIC_PAGE_ENTRY = 'src/static-page/entry.ts';

/** Written beside the client build (and so into out/): the static-page entry's file and what it imports statically. */
export const STATIC_PAGE_MANIFEST = 'static-page-entry.json';

/** The entry's chunk and every chunk it imports statically, as site-relative file names (`assets/x-abc.js`). */
export interface StaticPageEntryFiles {
  file: string;
  imports: string[];
}

interface ChunkInfo {
  type: 'chunk' | 'asset';
  fileName: string;
  facadeModuleId?: string | null;
  imports?: string[];
}

/** Walks the chunk graph from the entry's chunk through static imports only (dynamic ones load on demand). */
export function staticPageEntryFiles(bundle: Record<string, ChunkInfo>, entryPath: string): StaticPageEntryFiles {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(entryPath));
  if (!entry) throw new Error(`${entryPath}: its chunk is missing from the client build.`);
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    for (const imported of bundle[fileName]?.imports ?? []) {
      if (seen.has(imported)) continue;
      seen.add(imported);
      visit(imported);
    }
  };
  visit(entry.fileName);
  return { file: entry.fileName, imports: [...seen].sort() };
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
