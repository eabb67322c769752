import type { Options } from '@mdx-js/rollup';
import type { Root } from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import { assignHeadingIds } from '../src/engine/markdown';
import { rehypeHighlight } from './code/rehype-highlight';
import { remarkAdSlot } from './remark-ad-slot';
import { remarkDemos } from './remark-demos';
import { remarkReferenceWidgets } from './remark-reference-widgets';

/** Gives h2/h3 the same ids the engine puts in the table of contents. */
function remarkHeadingIds() {
  return (tree: Root) => {
    assignHeadingIds(tree);
  };
}

/** MDX compilation settings shared by the build and the tests. */
export const mdxOptions: Options = {
  include: /\.mdx?$/,
  remarkPlugins: [remarkFrontmatter, remarkGfm, remarkHeadingIds, remarkDemos, remarkReferenceWidgets, remarkAdSlot],
  rehypePlugins: [rehypeHighlight],
};
