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
import { ApiMarkdown } from './markdown';

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
    expect(html).toContain('<code>.MuiWidget-root</code>');
  });

  it('collapses long types behind a labelled disclosure and links interface names', () => {
    expect(html).toMatch(
      /<button[^>]* type="button" aria-expanded="false" aria-controls="[^"]+" aria-label="Show full type of size"/,
    );
    expect(html).toContain('<code>union</code>');
    expect(html).toMatch(/<a [^>]*href="\/x\/api\/tree-view\/widget-item\/"[^>]*>WidgetItem<\/a>/);
  });

  it('uses table headers and the caller’s demos', () => {
    expect(html).toMatch(/<thead><tr><th scope="col">Name<\/th>/);
    expect(html).toMatch(/<th scope="row"><a href="#prop-compact">/);
    expect(html).toContain('scope="col"');
    expect(html).toContain('aria-labelledby="props"');
    expect(html).toMatch(/<a [^>]*href="\/x\/guide\/"[^>]*>Widget guide<\/a>/);
    expect(html).not.toContain('/x/react-tree-view/widgets/');
  });

  it('marks a Pro component with the plan icon', () => {
    expect(render(<ApiPage component={widgetPro!} />)).toContain('data-plan="pro"');
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
