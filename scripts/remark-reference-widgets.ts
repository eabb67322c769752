import { relative } from 'node:path';
import type { Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { ContentError } from '../src/engine/content-error';
import { widgetAttributes } from '../src/engine/markdown';
import { loadReferenceWidgets } from '../src/engine/widgets/load';
import { resolveWidget, widgetTagNames } from '../src/engine/widgets/resolve';
import { widgetWithExistingLinks } from '../src/engine/widgets/widget-links';
import type { PageIndex } from '../src/engine/api/link-targets';
import { loadGeneratedPages } from '../src/engine/api/site-data';
import { getContentRoot, listPageFiles, pathnameOfFile } from '../src/engine/content-files';
import { normalizePathname } from '../src/engine/page-tree';

let pageIndex: PageIndex | undefined;

/**
 * Which pages the site has: its content pages and the generated API pages with their anchors. A guide's anchors are
 * not known here, so a link into one keeps the page and drops the anchor.
 */
function getPageIndex(): PageIndex {
  if (pageIndex) return pageIndex;
  const root = getContentRoot();
  const guides = new Set(listPageFiles(root).map((file) => pathnameOfFile(root, file)));
  const generated = new Map(loadGeneratedPages().map((page) => [normalizePathname(page.pathname), page.anchors]));
  pageIndex = (pathname, anchor) =>
    anchor === undefined
      ? guides.has(pathname) || generated.has(pathname)
      : Boolean(generated.get(pathname)?.includes(anchor));
  return pageIndex;
}
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
      const widget = widgetWithExistingLinks(resolved, getPageIndex());
      element.attributes = [expressionAttribute('widget', `(${JSON.stringify(widget)})`)];
    });
  };
}
