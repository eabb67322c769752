import type { Options } from '@mdx-js/rollup';
import type { Element, Root as HastRoot } from 'hast';
import type { Root } from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import { visit } from 'unist-util-visit';
import { assignHeadingIds } from '../src/engine/markdown';
import { remarkDemos } from './remark-demos';

/** Gives h2/h3 the same ids the engine puts in the table of contents. */
function remarkHeadingIds() {
  return (tree: Root) => {
    assignHeadingIds(tree);
  };
}

/** Keeps a fenced block's meta (```tsx title="App.tsx") as `data-meta` so the code component can read it. */
function rehypeCodeMeta() {
  return (tree: HastRoot) => {
    visit(tree, 'element', (node: Element) => {
      const meta = (node.data as { meta?: string } | undefined)?.meta;
      if (node.tagName === 'code' && meta) node.properties['dataMeta'] = meta;
    });
  };
}

/** MDX compilation settings shared by the build and the tests. */
export const mdxOptions: Options = {
  include: /\.mdx?$/,
  remarkPlugins: [remarkFrontmatter, remarkGfm, remarkHeadingIds, remarkDemos],
  rehypePlugins: [rehypeCodeMeta],
};
