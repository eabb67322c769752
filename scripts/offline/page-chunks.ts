/**
 * Which script chunks a page's content needs. Pages load their MDX chunk lazily (src/app/page-modules.ts), so the
 * chunk is not in the page's HTML; the built page-modules chunk maps each content file to its chunk and the chunk's
 * dependencies, and "Available offline" must download those too.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Content file (relative to the content root, e.g. `react-tree-view/quickstart.mdx`) → its scripts as site URLs. */
export function parsePageChunks(source: string, contentRoot: string): Map<string, string[]> {
  const deps = /m\.f\|\|\(m\.f=(\[[^\]]*\])\)/.exec(source);
  const files = deps ? (JSON.parse(deps[1] ?? '[]') as string[]) : [];
  const chunks = new Map<string, string[]>();
  const entry = /"\/([^"]+\.mdx)":\(\)=>\w+\(\(\)=>import\(`\.\/([^`]+)`\)(?:,__vite__mapDeps\(\[([\d,]*)\]\))?\)/g;
  const prefix = `${contentRoot.replace(/^\.?\/|\/$/g, '')}/`;
  for (const match of source.matchAll(entry)) {
    const [, key = '', chunk = '', indexes = ''] = match;
    if (!key.startsWith(prefix)) continue;
    const dependencies = indexes
      .split(',')
      .filter(Boolean)
      .map((index) => files[Number(index)])
      .filter((file): file is string => file !== undefined);
    chunks.set(key.slice(prefix.length), [`/x/assets/${chunk}`, ...dependencies.map((file) => `/x/${file}`)]);
  }
  return chunks;
}

/** The content file a site path is rendered from: its translation for a Chinese path when one exists. */
export function contentFileOf(sitePath: string, files: ReadonlySet<string>): string | undefined {
  const chinese = sitePath === '/x/zh/' || sitePath.startsWith('/x/zh/');
  const base = (chinese ? sitePath.slice('/x/zh/'.length) : sitePath.slice('/x/'.length)).replace(/\/$/, '');
  const candidates = base === '' ? ['index'] : [base, `${base}/index`];
  const ordered = chinese
    ? [...candidates.map((name) => `${name}.zh.mdx`), ...candidates.map((name) => `${name}.mdx`)]
    : candidates.map((name) => `${name}.mdx`);
  return ordered.find((file) => files.has(file));
}

/** The page-modules chunk in out/assets, which holds the map. */
export function pageModulesChunk(outDir: string, assets: string[]): string | undefined {
  const file = assets.find((name) => /^assets\/page-modules-[\w-]+\.js$/.test(name));
  return file && existsSync(join(outDir, file)) ? join(outDir, file) : undefined;
}
