import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pages as fixtureTree } from '../../../fixtures/content/pages';
import { ContentErrors } from '../content-error';
import { loadSite } from '../site';
import { loadReferenceWidgets } from './load';
import { resolveWidget } from './resolve';
import { widgetWithExistingLinks } from './widget-links';

const fixtureRoot = join(process.cwd(), 'fixtures/content');
let scratch: string | undefined;

afterEach(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  scratch = undefined;
});

/** Loads a copy of the fixture site with the reference page's body replaced; returns the error messages. */
function errorsWithBody(body: string): { file: string; errors: string[] } {
  scratch = mkdtempSync(join(tmpdir(), 'x-docs-widgets-'));
  cpSync(fixtureRoot, scratch, { recursive: true });
  const path = join(scratch, 'guide/reference.mdx');
  const frontmatter = readFileSync(path, 'utf8').split('---\n').slice(0, 2).join('---\n');
  writeFileSync(path, `${frontmatter}---\n\nIntro.\n\n${body}\n`);
  try {
    loadSite(scratch, fixtureTree);
  } catch (error) {
    if (error instanceof ContentErrors) {
      return { file: relative(process.cwd(), path), errors: error.errors.map((item) => item.message) };
    }
    throw error;
  }
  return { file: relative(process.cwd(), path), errors: [] };
}

describe('reference widget tags', () => {
  it('load with their rows and row anchors, which links may name', () => {
    const site = loadSite(fixtureRoot, fixtureTree);
    const page = site.pages.get('/x/guide/reference');
    expect(page?.widgets.map((widget) => widget.kind)).toEqual(['methods', 'selectors', 'events', 'locales']);
    expect(page?.anchors).toEqual(
      expect.arrayContaining([
        'api-method-sortColumn',
        'api-selector-gridSortModelSelector',
        'grid-event-pinnedColumnsChange',
        'locale-data-grid-frFR',
      ]),
    );
    const linked = errorsWithBody(
      '<ApiMethods feature="sorting" />\n\nSee [sortColumn](/x/guide/reference/#api-method-sortColumn).',
    );
    expect(linked.errors).toEqual([]);
  });

  it('fail the build with file:line and the valid names for an unknown feature, plan or product', () => {
    const { file, errors } = errorsWithBody(
      '<ApiMethods feature="sortng" />\n\n<ApiSelectors feature="core" />\n\n<GridEvents plan="free" />\n\n<LocaleCoverage product="tree-view" />',
    );
    expect(errors[0]).toMatch(
      new RegExp(
        `^${file}:9: <ApiMethods feature="sortng"> names no Data Grid feature\\. Fix: use feature="…" with one of .*\\bfiltering\\b.*\\bsorting\\b`,
      ),
    );
    expect(errors[1]).toMatch(`${file}:11: <ApiSelectors feature="core"> names no Data Grid feature with selectors.`);
    expect(errors[2]).toBe(
      `${file}:13: <GridEvents plan="free"> names no plan. Fix: use plan="…" with one of community, pro, premium`,
    );
    expect(errors[3]).toBe(
      `${file}:15: <LocaleCoverage product="tree-view"> names no product that exports locales. Fix: use product="…" with one of data-grid, date-pickers, charts`,
    );
  });

  it('fail on a missing or unknown attribute and on a table shown twice', () => {
    const { file, errors } = errorsWithBody(
      '<ApiMethods />\n\n<GridEvents feature="sorting" />\n\n<ApiMethods feature="sorting" />\n\n<ApiMethods feature="sorting" />',
    );
    expect(errors[0]).toMatch(`${file}:9: <ApiMethods> names no Data Grid feature.`);
    expect(errors[1]).toBe(
      `${file}:11: <GridEvents feature="sorting"> has an unknown attribute "feature". Fix: use only plan`,
    );
    expect(errors[2]).toBe(
      `${file}:15: <ApiMethods> repeats rows already on the page (#api-method-applySorting). Fix: embed each table once per page`,
    );
  });

  it('refuse a table that would be empty', () => {
    const data = { ...loadReferenceWidgets(), events: [] };
    expect(resolveWidget('GridEvents', {}, data)).toEqual({
      problem: '<GridEvents> would show an empty table',
      fix: 'name a feature, plan or product that has entries',
    });
  });
});

describe('widget description links', () => {
  it('go to the official site when this site lacks the page, and stay local when it has it', () => {
    const row = (description: string) => ({
      name: 'sortColumn',
      type: { full: '() => void', short: '() => void', links: [] },
      description,
      plan: 'community' as const,
    });
    const widget = {
      kind: 'methods' as const,
      feature: 'sorting',
      rows: [row('See [sorting](/x/react-data-grid/sorting/).'), row('See [columns](/x/api/data-grid/grid-col-def/).')],
    };
    const exists = (pathname: string) => pathname === '/x/api/data-grid/grid-col-def';
    const fixed = widgetWithExistingLinks(widget, exists);
    expect(fixed.rows.map((entry) => entry.description)).toEqual([
      'See [sorting](https://mui.com/x/react-data-grid/sorting/).',
      'See [columns](/x/api/data-grid/grid-col-def/).',
    ]);
  });
});
