import { relative } from 'node:path';
import type { Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { ContentError } from '../src/engine/content-error';
import { widgetAttributes } from '../src/engine/markdown';
import { loadReferenceWidgets } from '../src/engine/widgets/load';
import { resolveWidget, widgetTagNames } from '../src/engine/widgets/resolve';
import { expressionAttribute } from './remark-demos';

/**
 * Gives each reference widget (`<ApiMethods feature="sorting" />`…) its rows from `.generated/api/widgets.json` as a
 * `widget` prop, so the component renders plain markup from data and never reads a file. The engine validates the
 * same tags first (src/engine/page-file.ts); a tag that still cannot resolve here fails with the same message.
 */
export function remarkReferenceWidgets() {
  return (tree: Root, file: VFile) => {
    visit(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const element = node as MdxJsxFlowElement | MdxJsxTextElement;
      const name = widgetTagNames.find((tag) => tag === element.name);
      if (!name) return;
      const resolved = resolveWidget(name, widgetAttributes(element), loadReferenceWidgets());
      if ('problem' in resolved) {
        const where = relative(process.cwd(), file.path);
        throw new ContentError(where, element.position?.start.line ?? 1, resolved.problem, resolved.fix);
      }
      element.attributes = [expressionAttribute('widget', `(${JSON.stringify(resolved)})`)];
    });
  };
}
