/**
 * A second build made from a built out/ without building again, for the redeploy check (e2e/hosts/redeploy.check.ts):
 * every hashed file in assets/ gets a new name, as a real build after a change would give it, with every reference to
 * it rewritten; the service worker gets a new build id; one page's title says it is the new build. Files that do not
 * change are hard links to out/'s, so making it takes seconds and out/ is never written.
 */
import { linkSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { inlineScripts, scriptHash } from '../headers/inline-scripts';

/** Extensions of files that may name an asset (pages, route data, scripts, styles, manifests). */
const TEXT = new Set(['.html', '.data', '.js', '.css', '.json', '.webmanifest']);

/** A hashed file name as Vite writes it: `name-HASH8.ext`. */
const HASHED = /[\w.-]+?-[A-Za-z0-9_-]{8}\.(?:js|css|woff2|png|svg|json|wasm)\b/g;

/** The build id the service worker's caches carry (scripts/build-steps/steps/90-service-worker.ts). */
const BUILD_ID = /\b\d{17}-[a-z0-9]{6}\b/;

/** What the next build changed. */
export interface NextBuild {
  /** The new build's service worker id. */
  buildId: string;
  /** Old name → new name of every file in assets/. */
  renamed: Map<string, string>;
}

/** The new name of a hashed file: the same name with another hash of the same length. */
export function renameHashed(file: string): string {
  return file.replace(/-([A-Za-z0-9_-]{8})(\.\w+)$/, (_match, hash: string, extension: string) => {
    const flipped = [...hash].map((char) => (/[a-z]/.test(char) ? char.toUpperCase() : char.toLowerCase())).join('');
    return `-${flipped === hash ? `${hash.slice(0, 7)}${hash.endsWith('q') ? 'r' : 'q'}` : flipped}${extension}`;
  });
}

/** Rewrites every hashed file name in `text` that `renamed` knows. */
export function rewriteReferences(text: string, renamed: Map<string, string>): string {
  return text.replace(HASHED, (name) => renamed.get(name) ?? name);
}

/** A page whose inline scripts changed: its meta policy lists the new texts' hashes in place of the old ones. */
export function withRehashedScripts(before: string, after: string): string {
  const old = inlineScripts(before).map(scriptHash);
  const now = inlineScripts(after).map(scriptHash);
  return old.reduce((html, hash, index) => html.replaceAll(`'sha256-${hash}'`, `'sha256-${now[index]}'`), after);
}

/**
 * Writes the next build of `outDir` to `target`; `marked` is the page (a path under out/, e.g.
 * `introduction/index.html`) whose title gets " (next build)". With `keepPreviousAssets`, the previous build's hashed
 * files stay beside the new ones, as a deployment that uploads them again would leave them.
 */
export function makeNextBuild(
  outDir: string,
  target: string,
  marked: string,
  { keepPreviousAssets = false } = {},
): NextBuild {
  const worker = readFileSync(join(outDir, 'sw.js'), 'utf8');
  const oldId = BUILD_ID.exec(worker)?.[0];
  if (!oldId) throw new Error(`${outDir}/sw.js carries no build id: build the site with its service worker step.`);
  const buildId = `${oldId.slice(0, 17)}-next00`;
  const renamed = new Map(readdirSync(join(outDir, 'assets')).map((file) => [file, renameHashed(file)]));

  const copy = (from: string, to: string, relative: string) => {
    mkdirSync(to, { recursive: true });
    for (const entry of readdirSync(from, { withFileTypes: true })) {
      const path = join(relative, entry.name);
      const source = join(from, entry.name);
      const name = relative === 'assets' ? (renamed.get(entry.name) ?? entry.name) : entry.name;
      if (entry.isDirectory()) copy(source, join(to, name), path);
      else if (!TEXT.has(extname(entry.name))) linkSync(source, join(to, name));
      else {
        const original = readFileSync(source, 'utf8');
        let text = rewriteReferences(original, renamed);
        if (extname(entry.name) === '.html') text = withRehashedScripts(original, text);
        if (path === 'sw.js') text = text.replaceAll(oldId, buildId);
        if (path === marked) text = text.replace(/<title>([^<]*)<\/title>/, '<title>$1 (next build)</title>');
        writeFileSync(join(to, name), text);
      }
    }
  };
  copy(outDir, target, '');
  if (keepPreviousAssets) {
    for (const [file, name] of renamed)
      if (name !== file) linkSync(join(outDir, 'assets', file), join(target, 'assets', file));
  }
  return { buildId, renamed };
}
