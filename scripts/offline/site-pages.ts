import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Every prerendered page in out/ as a site path with a trailing slash (`out/a/b/index.html` → `/x/a/b/`). */
export function listSitePages(outDir: string): string[] {
  const pages: string[] = [];
  const walk = (directory: string) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const path = join(directory, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'assets') walk(path);
      } else if (entry.name === 'index.html') {
        const folder = relative(outDir, directory).split(sep).filter(Boolean).join('/');
        pages.push(folder ? `/x/${folder}/` : '/x/');
      }
    }
  };
  walk(outDir);
  return pages.sort();
}

/** Every HTML file in out/ (pages, 404 and any other HTML), as file paths. */
export function listHtmlFiles(outDir: string): string[] {
  const files: string[] = [];
  const walk = (directory: string) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const path = join(directory, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'assets') walk(path);
      } else if (entry.name.endsWith('.html')) files.push(path);
    }
  };
  walk(outDir);
  return files.sort();
}
