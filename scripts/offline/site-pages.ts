import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { ASSET_FOLDERS } from '../../src/engine/reserved-paths';

/**
 * Every file of out/ that may be a page, as a path: the whole tree but the build's own folders at its top (`out/assets/`,
 * `out/og/`, …: `ASSET_FOLDERS`). A folder of the same name deeper down (`out/guides/assets/`) holds pages like any other.
 */
export function listOutFiles(outDir: string, keep: (name: string) => boolean): string[] {
  const files: string[] = [];
  const walk = (directory: string, top: boolean) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const path = join(directory, entry.name);
      if (entry.isDirectory()) {
        if (!(top && ASSET_FOLDERS.has(entry.name))) walk(path, false);
      } else if (keep(entry.name)) files.push(path);
    }
  };
  walk(outDir, true);
  return files.sort();
}

/** The site path of a page file (`out/a/b/index.html` → `/x/a/b/`); undefined for other files (404.html). */
export function sitePathOfFile(outDir: string, file: string): string | undefined {
  const parts = relative(outDir, file).split(sep);
  if (parts.at(-1) !== 'index.html') return undefined;
  const folder = parts.slice(0, -1).join('/');
  return folder ? `/x/${folder}/` : '/x/';
}

/** Every prerendered page in out/ as a site path with a trailing slash (`out/a/b/index.html` → `/x/a/b/`). */
export function listSitePages(outDir: string): string[] {
  return listOutFiles(outDir, (name) => name === 'index.html')
    .map((file) => sitePathOfFile(outDir, file)!)
    .sort();
}

/** Every HTML file in out/ (pages, 404 and any other HTML), as file paths. */
export function listHtmlFiles(outDir: string): string[] {
  return listOutFiles(outDir, (name) => name.endsWith('.html'));
}
