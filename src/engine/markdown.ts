import type { Heading, Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { createSlugger } from './slug';
import type { Plan, TocHeading } from './types';
import { widgetTagNames, type WidgetTagName } from './widgets/resolve';

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** What the loader needs to know about a page body, with source lines for error messages. */
export interface BodyFacts {
  headings: (TocHeading & { line: number })[];
  links: { url: string; line: number }[];
  demos: { name: string; line: number }[];
  jsxTags: { name: string; line: number }[];
  /** Reference widget tags (`<ApiMethods feature="sorting" />`…) with their string attributes. */
  widgets: { name: WidgetTagName; attributes: Record<string, string | undefined>; line: number }[];
  /** Text of the first paragraph, used as a fallback description and for the ad placement. */
  lead: string;
  /** Lines of level-1 headings in the body (the page's title comes from its frontmatter, so these repeat it). */
  titleHeadingLines: number[];
}

const parser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkMdx);

/** Parses an MDX source into mdast (frontmatter included, so positions are file lines). */
export function parseMdx(source: string): Root {
  return parser.parse(source);
}

/** Plain text of a node, skipping JSX (badges) so ids do not depend on decorations. */
export function textOf(node: RootContent | Root): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  if (node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement') return '';
  if ('children' in node) return (node.children as RootContent[]).map(textOf).join('');
  return '';
}

/** Reads a string-valued JSX attribute, or undefined for missing or expression values. */
export function jsxAttribute(node: JsxElement, name: string): string | undefined {
  const attribute = node.attributes.find(
    (item): item is MdxJsxAttribute => item.type === 'mdxJsxAttribute' && item.name === name,
  );
  return typeof attribute?.value === 'string' ? attribute.value : undefined;
}

/** Every attribute of a tag by name; an expression value (`{…}`) reads as `{…}` so validation can name it. */
export function widgetAttributes(node: JsxElement): Record<string, string | undefined> {
  const attributes: Record<string, string | undefined> = {};
  for (const item of node.attributes) {
    if (item.type !== 'mdxJsxAttribute') continue;
    attributes[item.name] = typeof item.value === 'string' ? item.value : '{…}';
  }
  return attributes;
}

function planOf(heading: Heading): Plan | undefined {
  for (const child of heading.children) {
    if (child.type === 'mdxJsxTextElement' && child.name === 'PlanBadge') {
      const plan = jsxAttribute(child, 'plan');
      if (plan === 'pro' || plan === 'premium') return plan;
    }
  }
  return undefined;
}

/** `## Pro 方案 {/* #pro-plan *\/}`: an MDX comment naming the heading's id, for a translation to keep the English anchor. */
const EXPLICIT_ID = /^\s*\/\*\s*#([A-Za-z0-9][\w-]*)\s*\*\/\s*$/;

function explicitIdOf(heading: Heading): string | undefined {
  for (const child of heading.children as RootContent[]) {
    if (child.type === 'mdxTextExpression') {
      const match = EXPLICIT_ID.exec(child.value);
      if (match) return match[1];
    }
  }
  return undefined;
}

/**
 * Gives every h2/h3 a stable id (GitHub-style slug of its text, unique in the page, or the id a translated heading
 * names with `{/* #english-id *\/}`, so that links to the English anchor work on the translation) and returns them in
 * order. The MDX compiler calls this too, so the ids in the HTML and the TOC always agree.
 */
export function assignHeadingIds(tree: Root): (TocHeading & { line: number })[] {
  const slug = createSlugger();
  const headings: (TocHeading & { line: number })[] = [];
  visit(tree, 'heading', (node: Heading) => {
    const text = textOf(node).trim();
    const id = explicitIdOf(node) ?? slug(text);
    node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } };
    if (node.depth === 2 || node.depth === 3) {
      const plan = planOf(node);
      headings.push({ id, text, depth: node.depth, line: node.position?.start.line ?? 1, ...(plan ? { plan } : {}) });
    }
  });
  return headings;
}

/** Collects headings, links, demos and JSX tags of a page body. */
export function collectBodyFacts(tree: Root): BodyFacts {
  const headings = assignHeadingIds(tree);
  const links: BodyFacts['links'] = [];
  const demos: BodyFacts['demos'] = [];
  const jsxTags: BodyFacts['jsxTags'] = [];
  const widgets: BodyFacts['widgets'] = [];
  const titleHeadingLines: number[] = [];
  let lead = '';
  visit(tree, (node) => {
    const line = node.position?.start.line ?? 1;
    if (node.type === 'link' || node.type === 'definition') links.push({ url: node.url, line });
    if (node.type === 'paragraph' && !lead) lead = textOf(node).trim();
    if (node.type === 'heading' && node.depth === 1) titleHeadingLines.push(line);
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      const name = node.name ?? '';
      jsxTags.push({ name, line });
      if (name === 'Demo') demos.push({ name: jsxAttribute(node, 'name') ?? '', line });
      const widget = widgetTagNames.find((tag) => tag === name);
      if (widget) widgets.push({ name: widget, attributes: widgetAttributes(node), line });
      const href = jsxAttribute(node, 'href');
      if (href) links.push({ url: href, line });
    }
  });
  return { headings, links, demos, jsxTags, widgets, lead, titleHeadingLines };
}
