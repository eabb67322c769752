import type { Element, Root, Text } from 'hast';
import { visit } from 'unist-util-visit';
import { parseCodeMeta } from '../../src/code/code-meta';
import { highlightCode } from './highlight';

function textOf(node: Element): string {
  return node.children.map((child) => (child.type === 'text' ? (child as Text).value : '')).join('');
}

/**
 * Highlights every fenced block at build time. The `<code>` element keeps its plain text (copied by
 * the copy button) and gains `data-html` (the highlighted lines) and `data-meta` (the fence's meta
 * string, e.g. `{1,3-4} title="App.tsx"`), which `src/code/fence.ts` reads.
 */
export function rehypeHighlight() {
  return async (tree: Root) => {
    const blocks: Element[] = [];
    visit(tree, 'element', (node: Element, _index, parent) => {
      if (node.tagName === 'code' && parent?.type === 'element' && parent.tagName === 'pre') blocks.push(node);
    });
    await Promise.all(
      blocks.map(async (node) => {
        const meta = (node.data as { meta?: string } | undefined)?.meta;
        const classes = node.properties['className'];
        const languageClass = (Array.isArray(classes) ? classes : []).find(
          (name) => typeof name === 'string' && name.startsWith('language-'),
        );
        const language = typeof languageClass === 'string' ? languageClass.slice('language-'.length) : undefined;
        const code = textOf(node).replace(/\n$/, '');
        node.properties['dataHtml'] = await highlightCode(code, language, {
          highlightLines: parseCodeMeta(meta).highlightLines,
        });
        if (meta) node.properties['dataMeta'] = meta;
      }),
    );
  };
}
