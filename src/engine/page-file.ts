import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { allowedHtmlTags, contentComponentNames } from './content-components';
import { ContentError } from './content-error';
import { parseFrontmatter, type Frontmatter } from './frontmatter';
import { collectBodyFacts, parseMdx } from './markdown';
import type { TocHeading } from './types';
import { loadReferenceWidgets } from './widgets/load';
import { anchorsOfWidget, resolveWidget, type ResolvedWidget } from './widgets/resolve';

/** A content page after loading and validation. */
export interface LoadedPage {
  /** Path relative to the project, for messages and the edit link. */
  file: string;
  pathname: string;
  frontmatter: Frontmatter;
  headings: TocHeading[];
  /** Source line of each of `headings`, for messages. */
  headingLines: number[];
  lead: string;
  /** Names of the demos the page embeds, in order. */
  demos: string[];
  /** Reference widgets the page embeds, with their rows, in order. */
  widgets: ResolvedWidget[];
  /** Row anchors of those widgets (`#api-method-sortColumn`), for the link checker. */
  anchors: string[];
}

/** A page file read from disk: the page, its links for checking, and the problems found in it. */
export interface PageFileResult {
  page?: LoadedPage;
  links: { url: string; line: number }[];
  errors: ContentError[];
}

/**
 * Reads one page file: frontmatter against the schema, then the body's tags and demos. A broken
 * frontmatter yields no page (its error says why); body problems are reported beside the page.
 */
export function loadPageFile(absolute: string, pathname: string): PageFileResult {
  const cwd = process.cwd();
  const file = relative(cwd, absolute);
  const source = readFileSync(absolute, 'utf8');
  let frontmatter: Frontmatter;
  try {
    frontmatter = parseFrontmatter(file, source).data;
  } catch (error) {
    if (error instanceof ContentError) return { links: [], errors: [error] };
    throw error;
  }
  const facts = collectBodyFacts(parseMdx(source));
  const errors: ContentError[] = [];
  const known: readonly string[] = [...contentComponentNames, ...allowedHtmlTags];
  for (const tag of facts.jsxTags) {
    if (!known.includes(tag.name)) {
      errors.push(
        new ContentError(file, tag.line, `unknown component <${tag.name}>`, `use one of ${known.join(', ')}`),
      );
    }
  }
  for (const line of facts.titleHeadingLines) {
    errors.push(
      new ContentError(
        file,
        line,
        'a level-1 heading in the body repeats the page title, which the page already shows from its frontmatter',
        'remove the "# " heading (the plan badge comes from the navigation entry), or make it a "## " section',
      ),
    );
  }
  for (const demo of facts.demos) {
    const demoFile = join(dirname(absolute), 'demos', `${demo.name}.tsx`);
    if (!demo.name || !existsSync(demoFile)) {
      errors.push(
        new ContentError(
          file,
          demo.line,
          `unknown demo "${demo.name}"`,
          `create ${relative(cwd, demoFile)} or correct the name`,
        ),
      );
    }
  }
  const widgets: ResolvedWidget[] = [];
  const anchors = new Set(facts.headings.map((heading) => heading.id));
  for (const tag of facts.widgets) {
    const resolved = resolveWidget(tag.name, tag.attributes, loadReferenceWidgets());
    if ('problem' in resolved) {
      errors.push(new ContentError(file, tag.line, resolved.problem, resolved.fix));
      continue;
    }
    const repeated = anchorsOfWidget(resolved).find((anchor) => anchors.has(anchor));
    if (repeated) {
      errors.push(
        new ContentError(
          file,
          tag.line,
          `<${tag.name}> repeats rows already on the page (#${repeated})`,
          'embed each table once per page',
        ),
      );
      continue;
    }
    anchorsOfWidget(resolved).forEach((anchor) => anchors.add(anchor));
    widgets.push(resolved);
  }
  const page: LoadedPage = {
    file,
    pathname,
    frontmatter,
    headings: facts.headings.map(({ line: _line, ...heading }) => heading),
    headingLines: facts.headings.map((heading) => heading.line),
    lead: facts.lead,
    demos: facts.demos.map((demo) => demo.name),
    widgets,
    anchors: widgets.flatMap(anchorsOfWidget),
  };
  return { page, links: facts.links, errors };
}
