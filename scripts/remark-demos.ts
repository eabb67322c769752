import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { parse } from 'acorn';
import type { Program } from 'estree';
import type { Root } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import type { DemoHighlighting } from '../src/demos/demo-types';
import { ContentError } from '../src/engine/content-error';
import { jsxAttribute } from '../src/engine/markdown';
import { buildDemoData } from './demos/demo-data';
import { splitHighlighting } from './demos/demo-highlighting';
import { isRelative } from './demos/dependencies';
import { collectDemoFiles, variantPaths } from './demos/demo-files';

/**
 * Turns `<Demo name="basic-items" />` into an embed of `./demos/basic-items.tsx`: the module renders
 * the live demo, and the same file's text (with its JS twin, relative imports and sandbox packages,
 * all made at build time by `scripts/demos/`) is what the demo shows, so the two cannot drift apart.
 * Styling variants beside it (`basic-items.css.tsx`, `basic-items.tailwind.tsx`) are embedded too.
 * Each variant's module is a dynamic import (its own chunk, loaded when the demo nears the viewport),
 * and its imports are offered to the live editor as a scope of loaders. The highlighted code is a JSON module of its
 * own, imported by the server and loaded by the browser only when needed (`scripts/demos/demo-highlighting.ts`).
 */
export function remarkDemos() {
  return async (tree: Root, file: VFile) => {
    const demos: { node: MdxJsxFlowElement; name: string; path: string }[] = [];
    visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement) => {
      if (node.name !== 'Demo') return;
      const name = jsxAttribute(node, 'name') ?? '';
      const path = join(dirname(file.path), 'demos', `${name}.tsx`);
      if (!/^[a-z0-9-]+$/.test(name) || !existsSync(path)) {
        throw new ContentError(
          relative(process.cwd(), file.path),
          node.position?.start.line ?? 1,
          `unknown demo "${name}"`,
          `create ${relative(process.cwd(), path)} (kebab-case name) or correct the name`,
        );
      }
      demos.push({ node, name, path });
    });
    if (demos.length === 0) return;
    const statements: string[] = [];
    const exported: string[] = [];
    for (const [index, { node, name, path }] of demos.entries()) {
      const id = `__demo${index}`;
      const data = await buildDemoData(name, path).catch((error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        const where = `${relative(process.cwd(), file.path)}:${node.position?.start.line ?? 1}`;
        throw new Error(`${where}: <Demo name="${name}" />: ${message}`);
      });
      const variants = { system: path, ...variantPaths(path) };
      const loaders = Object.entries(variants).map(
        ([styling, variantPath]) => `${styling}: () => import(${JSON.stringify(variantPath)})`,
      );
      const scopes = Object.entries(variants).map(([styling, variantPath]) => `${styling}: ${scopeOf(variantPath)}`);
      const { data: shown, highlighting } = splitHighlighting(data);
      const highlightingPath = JSON.stringify(writeHighlighting(path, highlighting));
      // The server prerenders with the highlighting (a static import, dropped from the browser's bundle as unused there).
      statements.push(`import ${id}Highlighting from ${highlightingPath};`);
      // One object per demo: the page's body renders it on the server, and the page's island host hydrates the
      // demo with it in the browser (`demoProps`, src/static-page/islands/demo-islands.tsx).
      statements.push(
        `const ${id} = { highlighting: () => import(${highlightingPath}), loaders: { ${loaders.join(', ')} }, ` +
          `scopes: { ${scopes.join(', ')} }, data: ${JSON.stringify(shown)} };`,
      );
      exported.push(`${JSON.stringify(name)}: ${id}`);
      node.attributes.push(
        expressionAttribute('highlighting', `${id}.highlighting`),
        expressionAttribute('prerenderHighlighting', `import.meta.env.SSR ? ${id}Highlighting : undefined`),
        expressionAttribute('loaders', `${id}.loaders`),
        expressionAttribute('scopes', `${id}.scopes`),
        expressionAttribute('data', `${id}.data`),
      );
    }
    statements.push(`export const demoProps = { ${exported.join(', ')} };`);
    const value = statements.join('\n');
    const esm: MdxjsEsm = { type: 'mdxjsEsm', value, data: { estree: parseModule(value) } };
    tree.children.unshift(esm);
  };
}

/** Where the highlighting of each demo is written, as a JSON module. */
const HIGHLIGHTING_DIR = join(process.cwd(), '.generated', 'demo-highlighting');

/** Writes a demo's highlighting (only when it changed, so a watcher is not woken) and returns its path. */
function writeHighlighting(demoPath: string, highlighting: DemoHighlighting): string {
  const id = createHash('sha256').update(relative(process.cwd(), demoPath)).digest('hex').slice(0, 16);
  const target = join(HIGHLIGHTING_DIR, `${id}.json`);
  const json = JSON.stringify(highlighting);
  if (!existsSync(target) || readFileSync(target, 'utf8') !== json) {
    mkdirSync(HIGHLIGHTING_DIR, { recursive: true });
    // Written whole, then moved into place: `npm test` builds the site while unit tests compile demos too, and a
    // reader of this file must never see it half written.
    const partial = `${target}.${process.pid}.partial`;
    writeFileSync(partial, json);
    renameSync(partial, target);
  }
  return target;
}

/**
 * The modules the live editor may import when a reader edits the variant's main file: its package
 * imports, and its relative files under the flat `./name` the shown code uses.
 */
function scopeOf(variantPath: string): string {
  const [main, ...others] = collectDemoFiles(variantPath);
  const entries = new Map<string, string>();
  for (const specifier of main?.imports ?? []) {
    if (!isRelative(specifier)) entries.set(specifier, specifier);
  }
  for (const file of others) entries.set(`./${file.name}`, file.path);
  const items = [...entries].map(
    ([specifier, target]) => `${JSON.stringify(specifier)}: () => import(${JSON.stringify(target)})`,
  );
  return `{ ${items.join(', ')} }`;
}

function parseModule(code: string): Program {
  return parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as Program;
}

/** A JSX attribute whose value is a JavaScript expression, parsed for MDX. */
export function expressionAttribute(name: string, expression: string): MdxJsxFlowElement['attributes'][number] {
  return {
    type: 'mdxJsxAttribute',
    name,
    value: { type: 'mdxJsxAttributeValueExpression', value: expression, data: { estree: parseModule(expression) } },
  };
}
