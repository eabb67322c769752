import { readFileSync, writeFileSync } from 'node:fs';
import { listHtmlFiles } from '../offline/site-pages';

/** Passes every HTML file in `outDir` through `transform`, writing back only the files it changed. */
export function rewriteHtmlFiles(outDir: string, transform: (html: string) => string): void {
  for (const file of listHtmlFiles(outDir)) {
    const html = readFileSync(file, 'utf8');
    const rewritten = transform(html);
    if (rewritten !== html) writeFileSync(file, rewritten);
  }
}
