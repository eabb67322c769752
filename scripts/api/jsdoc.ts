import ts from 'typescript';
import { localizeDocsUrl } from '../../src/engine/api/paths';
import type { ApiDemo } from '../../src/engine/api/types';

/** What the JSDoc of one symbol says. */
export interface JsDoc {
  /** Markdown description, `@see` lines appended. */
  description: string;
  /** Text of `@default`. */
  defaultValue?: string;
  /** Text of `@deprecated` (`''` when the tag has no text). */
  deprecated?: string;
  /** Text of `@returns`. */
  returns: string;
  /** Text of each `@param`, by parameter name. */
  params: Record<string, string>;
}

/** `{@link url text}` → `[text](url)`; site links made local. */
export function linksToMarkdown(text: string): string {
  return text
    .replace(/\{@link(?:code|plain)?\s+([^\s}|]+)(?:[\s|]+([^}]*))?\}/g, (_match, url: string, label?: string) =>
      /^(https?:|\/)/.test(url)
        ? `[${(label ?? '').trim() || localizeDocsUrl(url)}](${localizeDocsUrl(url)})`
        : `\`${url}\``,
    )
    .replace(/\]\((https:\/\/mui\.com\/x\/[^)]*)\)/g, (_match, url: string) => `](${localizeDocsUrl(url)})`)
    .replace(
      /(^|[\s:])https:\/\/mui\.com(\/x\/[^\s)]*[^\s).,;])/g,
      (_match, before: string, path: string) => `${before}[${path}](${path})`,
    )
    .trim();
}

/**
 * MUI X descriptions name other types as `[[GridColDef]]`: a link when the name has a page here
 * (`pages` maps names to pathnames), inline code otherwise.
 */
export function resolveTypeReferences(text: string, pages: ReadonlyMap<string, string>): string {
  return text.replace(/\[\[([^\]]+)\]\]/g, (_match, name: string) => {
    const pathname = pages.get(name);
    return pathname ? `[${name}](${pathname})` : `\`${name}\``;
  });
}

function tagText(tag: ts.JSDocTagInfo): string {
  return linksToMarkdown(ts.displayPartsToString(tag.text));
}

/** Reads the description and tags of a symbol (merged across its declarations). */
export function readJsDoc(checker: ts.TypeChecker, symbol: ts.Symbol): JsDoc {
  const tags = symbol.getJsDocTags(checker);
  const description = [linksToMarkdown(ts.displayPartsToString(symbol.getDocumentationComment(checker)))];
  const doc: JsDoc = { description: '', returns: '', params: {} };
  for (const tag of tags) {
    const text = tagText(tag);
    if (tag.name === 'default' && doc.defaultValue === undefined) doc.defaultValue = text;
    else if (tag.name === 'deprecated' && doc.deprecated === undefined) doc.deprecated = text;
    else if (tag.name === 'returns' || tag.name === 'return') doc.returns = text;
    else if (tag.name === 'see' && text) description.push(text);
    else if (tag.name === 'param') {
      const [name = '', ...rest] = text.split(/\s+/);
      doc.params[name] = rest.join(' ').replace(/^-\s*/, '');
    }
  }
  doc.description = description.filter(Boolean).join('\n\n');
  return doc;
}

const sectionHeading = /^(Demos|Features|API):\s*$/;
const listLink = /^-\s*\[([^\]]+)\]\(([^)]+)\)\s*$/;

/**
 * Splits a component's JSDoc into its own text and the `Demos:` / `Features:` link lists MUI X puts there;
 * `API:` lists (links to the official API page) are dropped, since this page is that page.
 */
export function splitDemoSections(description: string): { description: string; demos: ApiDemo[] } {
  const kept: string[] = [];
  const demos: ApiDemo[] = [];
  let section: string | undefined;
  for (const line of description.split('\n')) {
    const heading = sectionHeading.exec(line.trim());
    if (heading) {
      section = heading[1];
      continue;
    }
    const link = listLink.exec(line.trim());
    if (section && link) {
      if (section !== 'API') demos.push({ title: link[1] ?? '', pathname: localizeDocsUrl(link[2] ?? '') });
      continue;
    }
    if (line.trim() !== '') section = undefined;
    kept.push(line);
  }
  return {
    description: kept
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim(),
    demos,
  };
}
