import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AdProvider } from '../config/ad-context';
import { DocsProvider } from '../config/docs-context';
import { createApiIndex } from '../engine/api/api-index';
import type { ApiProductFile } from '../engine/api/types';
import { ApiIndexPage } from './api-index-page';
import { ApiPage } from './api-page';
import { HookPage, InterfacePage } from './interface-page';
import { ApiDefault, ApiMarkdown } from './markdown';
import { breakableName } from './api-table';
import { breakableType } from './breakable-name';

const fixture = JSON.parse(
  readFileSync(join(process.cwd(), 'fixtures', 'api', 'expected.json'), 'utf8'),
) as ApiProductFile;
const [widget, , widgetPro] = fixture.components;
const render = (node: ReactNode) =>
  renderToString(
    <MemoryRouter basename="/x" initialEntries={['/x/']}>
      <DocsProvider>
        <AdProvider>{node}</AdProvider>
      </DocsProvider>
    </MemoryRouter>,
  );

describe('ApiPage', () => {
  const html = render(<ApiPage component={widget!} demos={[{ title: 'Widget guide', pathname: '/x/guide/' }]} />);

  it('anchors every prop, slot and class row', () => {
    for (const id of ['prop-compact', 'prop-items', 'prop-size', 'slot-icon', 'classes-root', 'classes-compact']) {
      expect(html).toContain(`id="${id}"`);
    }
    expect(html).toContain('href="#prop-items"');
  });

  it('shows imports, the required marker, defaults and deprecations', () => {
    expect(html).toContain('import { Widget } from &#x27;@mui/x-tree-view/Widget&#x27;;');
    expect(html).toMatch(/id="prop-items".*?<abbr[^>]*aria-label="required"/);
    expect(html).toContain('<code>&#x27;medium&#x27;</code>');
    expect(html).toMatch(/id="prop-compact".*?role="note".*?Deprecated.*?<code>size=&quot;small&quot;<\/code>/);
    expect(html).toContain('<code>.Mui<wbr/>Widget-<wbr/>root</code>');
  });

  it('collapses long types behind a labelled disclosure and links interface names', () => {
    expect(html).toMatch(
      /<button[^>]* type="button" aria-expanded="false" aria-controls="[^"]+" aria-label="Show full type of size"/,
    );
    expect(html).toContain('<code>union</code>');
    expect(html).toMatch(/<a [^>]*href="\/x\/api\/tree-view\/widget-item\/"[^>]*>WidgetItem<\/a>/);
  });

  it('uses table headers and the caller’s demos', () => {
    expect(html).toMatch(/<thead><tr><th scope="col">Name<\/th><th scope="col">Description<\/th><\/tr><\/thead>/);
    expect(html).toMatch(/<th scope="row"><a href="#prop-compact">/);
    expect(html).toContain('scope="col"');
    expect(html).toContain('aria-labelledby="props"');
    expect(html).toMatch(/<a [^>]*href="\/x\/guide\/"[^>]*>Widget guide<\/a>/);
    expect(html).not.toContain('/x/react-tree-view/widgets/');
  });

  it('marks a Pro component with the plan icon', () => {
    expect(render(<ApiPage component={widgetPro!} />)).toContain('data-plan="pro"');
  });

  it('stacks each prop’s type and default under its name, so no column is too narrow for them', () => {
    const row = /<tr id="prop-size"[^>]*>(.*?)<\/tr>/.exec(html)?.[1] ?? '';
    const [nameCell = '', descriptionCell = ''] = row.split('</th>');
    expect(nameCell).toMatch(/<dt>Type<\/dt><dd><div data-slot="api-type">/);
    expect(nameCell).toContain('<dt>Default</dt><dd><code>&#x27;medium&#x27;</code></dd>');
    expect(descriptionCell).not.toContain('api-type');
  });

  it('lets long names break only between their words', () => {
    expect(renderToString(<>{breakableName('disableRowSelectionExcludeModel')}</>)).toBe(
      'disable<wbr/>Row<wbr/>Selection<wbr/>Exclude<wbr/>Model',
    );
    expect(renderToString(<>{breakableName('.MuiDataGrid-cellCheckbox')}</>)).toBe(
      '.Mui<wbr/>Data<wbr/>Grid-<wbr/>cell<wbr/>Checkbox',
    );
  });

  it('lets a long type break between its names, never inside one', () => {
    expect(renderToString(<>{breakableType("Partial<GridEventListener<'cellClick'>>")}</>)).toBe(
      'Partial&lt;<wbr/>GridEventListener&lt;<wbr/>&#x27;cellClick&#x27;&gt;&gt;',
    );
    expect(renderToString(<>{breakableType('React.ReactNode')}</>)).toBe('React.<wbr/>ReactNode');
  });

  it('renders the Markdown of a default, with no raw backticks', () => {
    const html = renderToString(<ApiDefault value="false (`!props.checkboxSelection` for MIT Data Grid)" />);
    expect(html).toBe(
      '<span data-slot="api-default"><code>false</code> (<code>!props.checkboxSelection</code> for MIT Data Grid)</span>',
    );
    expect(renderToString(<ApiDefault value={'"standard"'} />)).toBe('<code>&quot;standard&quot;</code>');
    expect(renderToString(<ApiDefault value="Grow when `reduceAnimations` is `true`." />)).toBe(
      '<span data-slot="api-default">Grow when <code>reduceAnimations</code> is <code>true</code>.</span>',
    );
  });

  it('titles the page "<name> API", with a lead line and the plan', () => {
    expect(html).toMatch(/<h1[^>]*>Widget API<\/h1>/);
    expect(html).toMatch(/data-slot="api-lead".*?<p>A widget listing items.<\/p>/);
    expect(html).toMatch(/data-slot="api-plan".*?Community plan \(MIT license\)/);
    const pro = render(<ApiPage component={{ ...widgetPro!, description: '' }} />);
    expect(pro).toMatch(/<h1[^>]*>WidgetPro API<\/h1>/);
    expect(pro).toContain('<p>The props, slots and CSS classes of the WidgetPro component.</p>');
    expect(pro).toMatch(/data-slot="api-plan".*?Pro plan/);
  });
});

describe('other API pages', () => {
  it('renders interface properties and hook parameters', () => {
    expect(render(<InterfacePage item={fixture.interfaces[0]!} />)).toContain('id="property-id"');
    const hook = render(<HookPage item={fixture.hooks[0]!} />);
    expect(hook).toContain('id="parameter-options"');
    expect(hook).toContain('The item.');
  });

  it('renders the index with links and summaries', () => {
    const html = render(<ApiIndexPage index={createApiIndex(fixture)} title="Tree View API" />);
    expect(html).toContain('href="/x/api/tree-view/widget-pro/"');
    expect(html).toContain('A widget whose items can be reordered.');
  });

  it('never passes description HTML through', () => {
    expect(renderToString(<ApiMarkdown markdown={'<script>alert(1)</script> [a](javascript:x)'} />)).not.toMatch(
      /<script|href="javascript/,
    );
  });
});
