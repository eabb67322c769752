import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, extname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { isRelative } from './dependencies';

/** A TypeScript source of a demo with its relative imports rewritten to flat `./name` paths. */
export interface CollectedFile {
  /** Absolute path on disk. */
  path: string;
  /** Flat name without extension, unique within the demo. */
  name: string;
  jsx: boolean;
  /** Source with relative imports rewritten. */
  source: string;
  /** Every import specifier of the original source (relative ones as written). */
  imports: string[];
}

const EXTENSIONS = ['.tsx', '.ts', '/index.tsx', '/index.ts'];

/** Every module specifier a source imports or re-exports (type-only imports included). */
export function importsOf(source: string): string[] {
  return ts.preProcessFile(source, true, true).importedFiles.map((file) => file.fileName);
}

function resolveRelative(from: string, specifier: string): string {
  const base = resolve(dirname(from), specifier);
  const found = [base, ...EXTENSIONS.map((extension) => `${base}${extension}`)].find(
    (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate),
  );
  if (!found) {
    throw new Error(
      `${relative(process.cwd(), from)}: cannot find "${specifier}". Fix: import a .ts or .tsx file that exists.`,
    );
  }
  return found;
}

function flatName(path: string): string {
  const name = basename(path, extname(path));
  return name === 'index' ? basename(dirname(path)) : name;
}

function rewriteSpecifier(source: string, from: string, to: string): string {
  return source.replaceAll(`'${from}'`, `'${to}'`).replaceAll(`"${from}"`, `"${to}"`);
}

/**
 * The demo file and, transitively, every file it imports by a relative path (e.g.
 * `../../demo-data/tree-items`), in discovery order with the demo first. Relative imports become
 * `./<name>` so the files form a flat project, as shown in the file tabs and sent to sandboxes.
 */
export function collectDemoFiles(demoPath: string): CollectedFile[] {
  const files: CollectedFile[] = [];
  const byPath = new Map<string, CollectedFile>();
  const queue = [resolve(demoPath)];
  while (queue.length > 0) {
    const path = queue.shift()!;
    if (byPath.has(path)) continue;
    const original = readFileSync(path, 'utf8');
    const imports = importsOf(original);
    let source = original;
    for (const specifier of imports.filter(isRelative)) {
      const target = resolveRelative(path, specifier);
      source = rewriteSpecifier(source, specifier, `./${flatName(target)}`);
      queue.push(target);
    }
    const file = { path, name: flatName(path), jsx: path.endsWith('.tsx'), source, imports };
    const clash = files.find((other) => other.name === file.name);
    if (clash) {
      throw new Error(
        `${relative(process.cwd(), demoPath)}: two files named "${file.name}" (${relative(process.cwd(), clash.path)} ` +
          `and ${relative(process.cwd(), path)}). Fix: rename one, demo files are shown side by side.`,
      );
    }
    byPath.set(path, file);
    files.push(file);
  }
  return files;
}

/** The demo's styling variants beside it: `<name>.css.tsx`, `<name>.tailwind.tsx`. */
export function variantPaths(demoPath: string): { css?: string; tailwind?: string } {
  const stem = join(dirname(demoPath), basename(demoPath, '.tsx'));
  const css = `${stem}.css.tsx`;
  const tailwind = `${stem}.tailwind.tsx`;
  return { ...(existsSync(css) ? { css } : {}), ...(existsSync(tailwind) ? { tailwind } : {}) };
}
