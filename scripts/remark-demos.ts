import { existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { parse } from 'acorn';
import type { Program } from 'estree';
import type { Root } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { ContentError } from '../src/engine/content-error';
import { jsxAttribute } from '../src/engine/markdown';

/**
 * Turns `<Demo name="basic-items" />` into an embed of `./demos/basic-items.tsx`: the module renders
 * the live demo and the same file's text is the source shown, so the two cannot drift apart.
 */
export function remarkDemos() {
  return (tree: Root, file: VFile) => {
    const imports: string[] = [];
    visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement) => {
      if (node.name !== 'Demo') return;
      const name = jsxAttribute(node, 'name') ?? '';
      const demoPath = join(dirname(file.path), 'demos', `${name}.tsx`);
      if (!/^[a-z0-9-]+$/.test(name) || !existsSync(demoPath)) {
        throw new ContentError(
          relative(process.cwd(), file.path),
          node.position?.start.line ?? 1,
          `unknown demo "${name}"`,
          `create ${relative(process.cwd(), demoPath)} (kebab-case name) or correct the name`,
        );
      }
      const id = `__demo${imports.length}`;
      imports.push(
        `import ${id} from ${JSON.stringify(demoPath)};`,
        `import ${id}Source from ${JSON.stringify(`${demoPath}?raw`)};`,
      );
      node.attributes.push(expressionAttribute('component', id), expressionAttribute('source', `${id}Source`));
    });
    if (imports.length === 0) return;
    const value = imports.join('\n');
    const esm: MdxjsEsm = { type: 'mdxjsEsm', value, data: { estree: parseModule(value) } };
    tree.children.unshift(esm);
  };
}

function parseModule(code: string): Program {
  return parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as Program;
}

function expressionAttribute(name: string, identifier: string): MdxJsxFlowElement['attributes'][number] {
  const program = parseModule(identifier);
  return {
    type: 'mdxJsxAttribute',
    name,
    value: { type: 'mdxJsxAttributeValueExpression', value: identifier, data: { estree: program } },
  };
}
