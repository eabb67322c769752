import { existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'acorn';
import type { Program } from 'estree';
import type { Root } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { ContentError } from '../src/engine/content-error';
import { jsxAttribute } from '../src/engine/markdown';
import { buildDemoData } from './demos/demo-data';
import { isRelative } from './demos/dependencies';
import { collectDemoFiles, variantPaths } from './demos/demo-files';

/**
 * Turns `<Demo name="basic-items" />` into an embed of `./demos/basic-items.tsx`: the module renders
 * the live demo, and the same file's text (with its JS twin, relative imports and sandbox packages,
 * all made at build time by `scripts/demos/`) is what the demo shows, so the two cannot drift apart.
 * Styling variants beside it (`basic-items.css.tsx`, `basic-items.tailwind.tsx`) are embedded too.
 * Each variant's module is a dynamic import (its own chunk, loaded when the demo nears the viewport),
 * and its imports are offered to the live editor as a scope of loaders. A page with a Tailwind
 * variant also imports the Tailwind stylesheet, so only such pages load it.
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
    let usesTailwind = false;
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
      if ('tailwind' in variants) usesTailwind = true;
      statements.push(`const ${id}Data = ${JSON.stringify(data)};`);
      node.attributes.push(
        expressionAttribute('loaders', `({ ${loaders.join(', ')} })`),
        expressionAttribute('scopes', `({ ${scopes.join(', ')} })`),
        expressionAttribute('data', `${id}Data`),
      );
    }
    if (usesTailwind) statements.unshift(`import ${JSON.stringify(TAILWIND_CSS)};`);
    const value = statements.join('\n');
    const esm: MdxjsEsm = { type: 'mdxjsEsm', value, data: { estree: parseModule(value) } };
    tree.children.unshift(esm);
  };
}

const TAILWIND_CSS = fileURLToPath(new URL('../src/demos/tailwind.css', import.meta.url));

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

function expressionAttribute(name: string, expression: string): MdxJsxFlowElement['attributes'][number] {
  return {
    type: 'mdxJsxAttribute',
    name,
    value: { type: 'mdxJsxAttributeValueExpression', value: expression, data: { estree: parseModule(expression) } },
  };
}
