/**
 * The order in which a browser evaluates a module graph, so a page's start can evaluate it one module at a time with a
 * yield between them (scripts/html/paint-first.ts) and still run every module exactly when it would have run.
 *
 * A browser evaluates a graph depth first: a module's static imports (in source order) before the module itself, each
 * module once. Modules that import each other (a cycle, one strongly connected component) are evaluated together,
 * entered through the first of them the walk reached, so one `import()` of that module evaluates the whole cycle in the
 * usual order. The list therefore holds, in evaluation order, one module per component: the one to import.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { init, parse } from 'es-module-lexer';

/** The static imports and re-exports of the module at a URL, as absolute URL paths, in source order. */
export type StaticImports = (url: string) => readonly string[];

/**
 * The modules to import one by one, in order, so that `roots` (imported in that order) and their static imports are
 * evaluated as a browser would, each import evaluating one module or one cycle. Modules in `evaluated` are skipped,
 * and the modules listed are added to it (a later call continues where an earlier one stopped).
 */
export function evaluationOrder(
  roots: readonly string[],
  staticImports: StaticImports,
  evaluated: Set<string> = new Set(),
): string[] {
  const order: string[] = [];
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();

  // Tarjan's algorithm: a component is complete when the walk returns to its first module.
  const visit = (url: string) => {
    index.set(url, index.size);
    low.set(url, index.get(url)!);
    stack.push(url);
    onStack.add(url);
    for (const dependency of staticImports(url)) {
      if (evaluated.has(dependency)) continue;
      if (!index.has(dependency)) {
        visit(dependency);
        low.set(url, Math.min(low.get(url)!, low.get(dependency)!));
      } else if (onStack.has(dependency)) {
        low.set(url, Math.min(low.get(url)!, index.get(dependency)!));
      }
    }
    if (low.get(url) !== index.get(url)) return;
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      evaluated.add(member);
    } while (member !== url);
    order.push(url);
  };

  for (const root of roots) if (!evaluated.has(root)) visit(root);
  return order;
}

/**
 * {@link StaticImports} read from the built files: a URL under `base` (`/x/`) is the file at the same path under
 * `outDir`. Each file is read and parsed once. A URL outside `base`, or a file that is not there, is a build error.
 */
export async function builtStaticImports(outDir: string, base: string): Promise<StaticImports> {
  await init;
  const cache = new Map<string, readonly string[]>();
  return (url) => {
    const known = cache.get(url);
    if (known) return known;
    if (!url.startsWith(base)) {
      throw new Error(`evaluation order: ${url} is not under ${base}, so its file in ${outDir} cannot be found.`);
    }
    const file = join(outDir, url.slice(base.length));
    let source: string;
    try {
      source = readFileSync(file, 'utf8');
    } catch {
      throw new Error(
        `evaluation order: ${url} is imported by a page's start, but ${file} does not exist. ` +
          'Rebuild the site (npm run build) so the HTML and the assets come from the same build.',
      );
    }
    const [imports] = parse(source, file);
    const urls = imports
      .filter((entry) => entry.d === -1 && entry.n !== undefined)
      .map((entry) => new URL(entry.n!, `http://site${url}`).pathname);
    cache.set(url, urls);
    return urls;
  };
}
