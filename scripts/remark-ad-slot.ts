import type { Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { parse } from 'yaml';

/** Name of the MDX component the plugin inserts; `src/shell/mdx-components.tsx` maps it to the advert block. */
export const AD_SLOT_COMPONENT = 'AdSlot';

function disablesAd(tree: Root): boolean {
  const yaml = tree.children.find((node) => node.type === 'yaml');
  if (!yaml || !('value' in yaml)) return false;
  try {
    const data: unknown = parse(yaml.value);
    return typeof data === 'object' && data !== null && (data as { disableAd?: unknown }).disableAd === true;
  } catch {
    return false; // The engine reports broken frontmatter with its line; nothing to add here.
  }
}

/**
 * Puts the advert block once per page, right after the lead paragraph (the first top-level paragraph; at the top of
 * the body when there is none), unless the frontmatter says `disableAd: true`.
 */
export function remarkAdSlot() {
  return (tree: Root) => {
    if (disablesAd(tree)) return;
    const slot: MdxJsxFlowElement = {
      type: 'mdxJsxFlowElement',
      name: AD_SLOT_COMPONENT,
      attributes: [],
      children: [],
    };
    const index = tree.children.findIndex((node: RootContent) => node.type === 'paragraph');
    const afterFrontmatter = tree.children.findIndex((node) => node.type !== 'yaml');
    const at = index >= 0 ? index + 1 : Math.max(0, afterFrontmatter);
    tree.children.splice(at, 0, slot as RootContent);
  };
}
