import type { ResolvedWidget } from '../widgets/resolve';
import { en } from '../../config/translations/en';
import { zh } from '../../config/translations/zh';
import { widgetMarkdown } from './widget-markdown';

/** What a guide's Markdown version is made from. */
export interface GuideMarkdownInput {
  /** The page's MDX source, frontmatter included. */
  source: string;
  title: string;
  description: string;
  /** Absolute URL of the HTML page. */
  url: string;
  /** Origin that site-internal links (`/x/...`) are made absolute on. */
  origin: string;
  /** TypeScript source of a demo beside the page (`demos/<name>.tsx`), or undefined when there is none. */
  readDemo: (name: string) => string | undefined;
  /** The page's reference widgets with their rows, in source order (`LoadedPage.widgets`). */
  widgets?: readonly ResolvedWidget[];
  /** Language of the page: a translation's callout labels and plan words are Chinese. @default 'en' */
  language?: 'en' | 'zh';
}

const FRONTMATTER = /^---\r?\n[\s\S]*?\r?\n---(?:\r?\n|$)/;
/** The opening or closing line of a fenced code block. */
export const FENCE = /^\s*(`{3,}|~{3,})/;
/** A line holding one `<Demo name="…" />` tag (the MCP data step finds a page's demos with it too). */
export const DEMO = /^\s*<Demo\s+[^>]*name="([^"]+)"[^>]*\/>\s*$/;
const CALLOUT_OPEN = /^\s*<Callout(?:\s+type="([a-z]+)")?\s*>\s*$/;
const CALLOUT_CLOSE = /^\s*<\/Callout>\s*$/;
const CODE_TABS = /^\s*<\/?CodeTabs>\s*$/;
const WIDGET = /^\s*<(?:ApiMethods|ApiSelectors|GridEvents|LocaleCoverage)\b[^>]*\/>\s*$/;

/** Words the Markdown adds around the page's own text, per language: the HTML page's callout labels and plans. */
const WORDS: Record<'en' | 'zh', { callouts: Record<string, string>; plans: Record<'pro' | 'premium', string> }> = {
  en: { callouts: en.callout, plans: { pro: ` (${en.planPro})`, premium: ` (${en.planPremium})` } },
  zh: { callouts: zh.callout, plans: { pro: `（${zh.planPro}）`, premium: `（${zh.planPremium}）` } },
};

/** A translated heading's English id, `## 排序顺序 {/* #sort-order *\/}`: the HTML page's anchor, no text to read. */
const HEADING_ID_COMMENTS = /\s*\{\/\*\s*#[A-Za-z0-9][\w-]*\s*\*\/\}/g;

/** Inline rewrites outside code: plan badges become words, site links become absolute. */
function rewriteInline(line: string, origin: string, words: (typeof WORDS)['en']): string {
  return (/^#{1,6}\s/.test(line) ? line.replace(HEADING_ID_COMMENTS, '') : line)
    .replace(/\s*<PlanBadge\s+plan="(pro|premium)"\s*\/>/g, (_match, plan: 'pro' | 'premium') => words.plans[plan])
    .replace(/\]\((\/x\/[^)\s]*)\)/g, (_match, href: string) => `](${origin}${href})`);
}

/**
 * The Markdown version of a guide, built from its MDX source: a title and summary, the prose as written, each
 * `<Demo>` replaced by its TypeScript source in a fenced block, callouts as block quotes, `<CodeTabs>` unwrapped
 * (its fenced blocks stay), reference widgets as Markdown tables, plan badges as words and site links absolute. Code blocks are copied untouched.
 */
export function createGuideMarkdown(input: GuideMarkdownInput): string {
  const body = input.source.replace(FRONTMATTER, '');
  const out: string[] = [`# ${input.title}`, '', `> ${input.description}`, '', `Source: ${input.url}`, ''];
  let fence: string | undefined;
  let quote = false;
  const widgets = [...(input.widgets ?? [])];
  const words = WORDS[input.language ?? 'en'];
  for (const line of body.split(/\r?\n/)) {
    const prefix = quote ? '> ' : '';
    const fenceMatch = FENCE.exec(line);
    if (fence) {
      if (fenceMatch && fenceMatch[1]!.startsWith(fence)) fence = undefined;
      out.push(`${prefix}${line}`.trimEnd());
      continue;
    }
    if (fenceMatch) {
      fence = fenceMatch[1];
      out.push(`${prefix}${line}`.trimEnd());
      continue;
    }
    const demo = DEMO.exec(line);
    if (demo) {
      const name = demo[1]!;
      const code = input.readDemo(name)?.trimEnd();
      const block = code ? ['```tsx title="' + name + '.tsx"', ...code.split('\n'), '```'] : [`(Demo: ${name})`];
      out.push(...block.map((codeLine) => `${prefix}${codeLine}`.trimEnd()));
      continue;
    }
    const callout = CALLOUT_OPEN.exec(line);
    if (callout) {
      quote = true;
      out.push(`> **${words.callouts[callout[1] ?? 'info'] ?? words.callouts.info}**`);
      continue;
    }
    if (CALLOUT_CLOSE.test(line)) {
      quote = false;
      while (out.at(-1) === '>') out.pop();
      continue;
    }
    if (CODE_TABS.test(line)) continue;
    const widget = WIDGET.test(line) ? widgets.shift() : undefined;
    if (widget) {
      out.push(...widgetMarkdown(widget, input.origin).map((tableLine) => `${prefix}${tableLine}`.trimEnd()));
      continue;
    }
    out.push(`${prefix}${rewriteInline(line, input.origin, words)}`.trimEnd());
  }
  return `${out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}
