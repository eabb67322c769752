import type { ApiIndexModel } from '../api/api-index';
import { localizeDocsUrl } from '../api/paths';
import type { ApiDemo, ApiItem, ApiPlan, ApiProp } from '../api/types';
import { markdownPathname } from './urls';

/** What an API page's Markdown version is made from: the same model the shell renders. */
export type ApiMarkdownInput = {
  title: string;
  description: string;
  /** Absolute URL of the HTML page. */
  url: string;
  /** Origin that site-internal links (`/x/...`) are made absolute on. */
  origin: string;
} & ({ kind: 'item'; item: ApiItem; demos: ApiDemo[] } | { kind: 'index'; index: ApiIndexModel });

/** Plans as the Markdown versions name them. */
export const planNames: Record<ApiPlan, string> = { community: 'Community', pro: 'Pro', premium: 'Premium' };

/** Text safe inside one table cell: one line, pipes escaped, site links absolute. */
export function cell(text: string, origin: string): string {
  const single = absoluteLinks(text, origin)
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\|/g, '\\|')
    .trim();
  return single || '-';
}

/** Inline code safe inside a table cell. */
export function code(text: string): string {
  const clean = text.replace(/\s+/g, ' ').replace(/\|/g, '\\|');
  return clean.includes('`') ? `\`\` ${clean} \`\`` : `\`${clean}\``;
}

function absoluteLinks(text: string, origin: string): string {
  return localizeDocsUrl(text).replace(/\]\((\/x\/[^)\s]*)\)/g, (_match, href: string) => `](${origin}${href})`);
}

/** A Markdown table. */
export function table(columns: string[], rows: string[][]): string[] {
  return [
    `| ${columns.join(' | ')} |`,
    `| ${columns.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ];
}

function propRows(props: readonly ApiProp[], origin: string): string[][] {
  return props.map((prop) => [
    `${code(prop.name)}${prop.required ? ' (required)' : ''}${prop.deprecated !== undefined ? ' (deprecated)' : ''}`,
    code(prop.type.full),
    prop.default ? code(prop.default) : '-',
    cell(prop.description, origin),
  ]);
}

function itemSections(item: ApiItem, demos: readonly ApiDemo[], origin: string): string[] {
  const lines: string[] = [`Plan: ${planNames[item.plan]}. Packages: ${item.packages.map(code).join(', ')}.`, ''];
  lines.push('## Import', '', '```js', ...item.imports, '```', '');
  if (item.deprecated !== undefined) lines.push(`**Deprecated.** ${absoluteLinks(item.deprecated, origin)}`, '');
  if (item.description) lines.push(absoluteLinks(item.description, origin), '');
  if (demos.length > 0) {
    lines.push('## Demos', '', ...demos.map((demo) => `- [${demo.title}](${origin}${demo.pathname})`), '');
  }
  if (item.kind === 'component') {
    if (item.props.length > 0) {
      lines.push(
        '## Props',
        '',
        ...table(['Name', 'Type', 'Default', 'Description'], propRows(item.props, origin)),
        '',
      );
    }
    if (item.slots.length > 0) {
      const rows = item.slots.map((slot) => [
        code(slot.name),
        slot.default ? code(slot.default) : '-',
        cell(slot.description, origin),
      ]);
      lines.push('## Slots', '', ...table(['Name', 'Default', 'Description'], rows), '');
    }
    if (item.classes.length > 0) {
      const rows = item.classes.map((rule) => [code(rule.className), code(rule.name), cell(rule.description, origin)]);
      lines.push('## CSS classes', '', ...table(['Class name', 'Rule name', 'Description'], rows), '');
    }
    if (item.refTarget) lines.push(`The \`ref\` is forwarded to the root element (\`${item.refTarget}\`).`, '');
  } else if (item.kind === 'interface') {
    if (item.properties.length > 0) {
      lines.push(
        '## Properties',
        '',
        ...table(['Name', 'Type', 'Default', 'Description'], propRows(item.properties, origin)),
        '',
      );
    }
  } else {
    const rows = item.parameters.map((parameter) => [
      `${code(parameter.name)}${parameter.optional ? ' (optional)' : ''}`,
      code(parameter.type.full),
      cell(parameter.description, origin),
    ]);
    if (rows.length > 0) lines.push('## Parameters', '', ...table(['Name', 'Type', 'Description'], rows), '');
    lines.push('## Returns', '', code(item.returns.full), '');
    if (item.returnsDescription) lines.push(absoluteLinks(item.returnsDescription, origin), '');
  }
  return lines;
}

function indexSections(index: ApiIndexModel, origin: string): string[] {
  return index.sections.flatMap((section) => [
    `## ${section.title}`,
    '',
    ...table(
      ['Name', 'Plan', 'Summary'],
      section.entries.map((entry) => [
        `[${entry.name}](${origin}${markdownPathname(entry.pathname)})${entry.deprecated ? ' (deprecated)' : ''}`,
        planNames[entry.plan],
        cell(entry.summary, origin),
      ]),
    ),
    '',
  ]);
}

/**
 * The Markdown version of an API page: the import, description and demo links, then props, slots, CSS classes,
 * properties or parameters as Markdown tables (an index page lists every item with a link to its Markdown).
 */
export function createApiMarkdown(input: ApiMarkdownInput): string {
  const head = [`# ${input.title}`, '', `> ${input.description}`, '', `Source: ${input.url}`, ''];
  const body =
    input.kind === 'item'
      ? itemSections(input.item, input.demos, input.origin)
      : indexSections(input.index, input.origin);
  return `${[...head, ...body].join('\n').trim()}\n`;
}
