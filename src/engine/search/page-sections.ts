import type { Root, RootContent } from 'mdast';
import { assignHeadingIds, jsxAttribute, parseMdx } from '../markdown';
import { widgetTagNames } from '../widgets/resolve';

/** A stretch of a page: the intro before the first heading, or one h2/h3 heading and what follows it. */
export interface PageSection {
  /** Heading id; undefined for the intro. */
  id?: string;
  heading?: string;
  /** Prose, whitespace collapsed. */
  text: string;
  /** Identifiers from code blocks and inline code, deduplicated. */
  code: string[];
  /** Names of the demos embedded in the section. */
  demos: string[];
}

const IDENTIFIER = /[A-Za-z_$][\w$]{2,}/g;
const CODE_NOISE = new Set(
  'const let var import from export default return function true false null undefined new this type interface extends async await props React'.split(
    ' ',
  ),
);
/** JSX elements whose content is not prose. */
const SKIPPED_TAGS = new Set(['PlanBadge', 'Demo']);

function identifiersOf(code: string): string[] {
  return (code.match(IDENTIFIER) ?? []).filter((word) => !CODE_NOISE.has(word));
}

interface Collected {
  text: string[];
  code: string[];
  demos: string[];
  /** Names listed by each reference widget not reached yet, in source order (shared by every section). */
  widgets: string[][];
}

function collect(node: RootContent, into: Collected): void {
  switch (node.type) {
    case 'text':
      into.text.push(node.value);
      return;
    case 'inlineCode':
      into.text.push(node.value);
      into.code.push(...identifiersOf(node.value));
      return;
    case 'code':
      into.code.push(...identifiersOf(node.value));
      return;
    case 'yaml':
    case 'html':
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return;
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      if (node.name === 'Demo') into.demos.push(jsxAttribute(node, 'name') ?? '');
      // A reference table's rows are identifiers a reader searches for (`setSortModel`, `rowClick`).
      if (widgetTagNames.some((name) => name === node.name)) into.code.push(...(into.widgets.shift() ?? []));
      if (node.name && SKIPPED_TAGS.has(node.name)) return;
      break;
    default:
      break;
  }
  if ('children' in node) {
    for (const child of node.children as RootContent[]) collect(child, into);
    // Block boundaries become spaces so words of adjacent paragraphs or cells do not run together.
    if (node.type !== 'mdxJsxTextElement' && node.type !== 'emphasis' && node.type !== 'strong') into.text.push(' ');
  }
}

function finish(section: { id?: string; heading?: string }, collected: Collected): PageSection {
  return {
    ...section,
    text: collected.text.join('').replace(/\s+/g, ' ').trim(),
    code: [...new Set(collected.code)],
    demos: collected.demos.filter(Boolean),
  };
}

/**
 * An h2 that only introduces its h3s (`CSV export` › `Exported cells`, `Custom delimiter`…) is found, and summed up,
 * by what they say. `depths[i]` is the depth of the heading that opens `sections[i + 1]` (the first is the intro).
 */
function withSubsectionText(sections: PageSection[], depths: readonly number[]): void {
  sections.forEach((section, i) => {
    if (i === 0 || depths[i - 1] !== 2 || section.text) return;
    const parts: string[] = [];
    for (let j = i + 1; j < sections.length && depths[j - 1] === 3; j += 1) parts.push(sections[j]?.text ?? '');
    section.text = parts.join(' ').trim();
  });
}

/**
 * Splits a parsed page body at its h2/h3 headings, using the same heading ids as the rendered page. `widgets` holds
 * the names each reference widget of the page lists (methods, selectors, events, locales), in source order.
 */
export function sectionsOfTree(tree: Root, widgets: readonly string[][] = []): PageSection[] {
  const queue = [...widgets];
  const headings = assignHeadingIds(tree);
  const sections: PageSection[] = [];
  const depths: number[] = [];
  let current: { id?: string; heading?: string } = {};
  let collected: Collected = { text: [], code: [], demos: [], widgets: queue };
  let next = 0;
  for (const node of tree.children) {
    if (node.type === 'heading' && (node.depth === 2 || node.depth === 3)) {
      sections.push(finish(current, collected));
      depths.push(node.depth);
      const heading = headings[next++];
      current = heading ? { id: heading.id, heading: heading.text } : {};
      collected = { text: [], code: [], demos: [], widgets: queue };
      continue;
    }
    collect(node, collected);
  }
  sections.push(finish(current, collected));
  withSubsectionText(sections, depths);
  return sections.filter((section) => section.id !== undefined || section.text || section.demos.length > 0);
}

/** Sections of an MDX source (frontmatter is skipped); `widgets` as for `sectionsOfTree`. */
export function sectionsOfMdx(source: string, widgets: readonly string[][] = []): PageSection[] {
  return sectionsOfTree(parseMdx(source), widgets);
}
