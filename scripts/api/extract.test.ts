import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiProductFile } from '../../src/engine/api/types';
import { extractProduct } from './extract-product';
import { isComponentName } from './is-component';
import { linksToMarkdown, splitDemoSections } from './jsdoc';
import { createApiProgram, type PackageEntry } from './program';

const root = join(process.cwd(), 'fixtures', 'api');
const packages: PackageEntry[] = [
  { name: '@mui/x-tree-view', dir: join(root, 'community') },
  { name: '@mui/x-tree-view-pro', dir: join(root, 'pro') },
];

describe('extractProduct on fixtures/api', () => {
  let file: ApiProductFile;
  beforeAll(() => {
    const api = createApiProgram(packages);
    file = extractProduct(api, { productId: 'x-tree-view', packages, interfaces: () => ['WidgetItem'], hooks: true });
  });

  it('produces exactly fixtures/api/expected.json', () => {
    const expected = JSON.parse(readFileSync(join(root, 'expected.json'), 'utf8')) as ApiProductFile;
    expect(file).toEqual(expected);
  });

  it('documents the forwardRef, memo and function components, and nothing else', () => {
    // FormatLabel returns a string, WIDGET_DEFAULTS is a constant, WidgetContext a context, WidgetStore a class.
    expect(file.components.map((item) => item.name)).toEqual(['Widget', 'WidgetIcon', 'WidgetPro']);
  });

  it('reads props with defaults, deprecations, unions and the ref target', () => {
    const widget = file.components[0]!;
    expect(widget.props.map((prop) => prop.name)).toEqual(['compact', 'items', 'onChoose', 'size', 'slots']);
    expect(widget.props.find((prop) => prop.name === 'size')).toMatchObject({
      default: "'medium'",
      required: false,
      type: { short: 'union', full: "'small' | 'medium' | 'large' | 'extra-large' | 'extra-extra-large'" },
    });
    expect(widget.props[0]).toMatchObject({
      name: 'compact',
      default: 'false',
      deprecated: 'Use `size="small"` instead.',
    });
    expect(widget.refTarget).toBe('HTMLDivElement');
  });

  it('reads slots and classes with global class names', () => {
    const widget = file.components[0]!;
    expect(widget.slots).toEqual([
      { name: 'icon', default: 'WidgetIcon', description: 'Icon shown before each item.' },
    ]);
    expect(widget.classes.map((rule) => rule.className)).toEqual(['MuiWidget-compact', 'MuiWidget-root']);
  });

  it('shows compiler paths in inferred types as public names, or as the shape of a private type', () => {
    const hook = file.hooks.find((item) => item.name === 'useWidgetState')!;
    expect(hook.returns).toEqual({
      full: '{ item: WidgetItem; state: { value: string; previous: string }; ref: RefObject<HTMLDivElement> }',
      short: 'object',
      links: ['WidgetItem'],
    });
  });

  it('takes the plan from the cheapest package and lists every import', () => {
    expect(file.components.map((item) => item.plan)).toEqual(['community', 'community', 'pro']);
    expect(file.components[0]!.imports).toEqual([
      "import { Widget } from '@mui/x-tree-view/Widget';",
      "import { Widget } from '@mui/x-tree-view';",
      "import { Widget } from '@mui/x-tree-view-pro';",
    ]);
  });
});

describe('JSDoc helpers', () => {
  it('turns {@link} and site URLs into local Markdown links', () => {
    expect(linksToMarkdown('See {@link https://mui.com/x/react-charts/axis/ axis docs}.')).toBe(
      'See [axis docs](/x/react-charts/axis/).',
    );
    expect(linksToMarkdown('Use https://mui.com/x/react-data-grid/layout/.')).toBe(
      'Use [/x/react-data-grid/layout/](/x/react-data-grid/layout/).',
    );
  });

  it('splits Demos and API lists out of a description', () => {
    const text =
      'A grid.\n\nDemos:\n\n- [Rows](https://mui.com/x/react-data-grid/rows/)\n\nAPI:\n\n- [API](https://mui.com/x/api/x/)';
    expect(splitDemoSections(text)).toEqual({
      description: 'A grid.',
      demos: [{ title: 'Rows', pathname: '/x/react-data-grid/rows/' }],
    });
  });

  it('treats capitalised names but not constants as component names', () => {
    expect([isComponentName('DataGrid'), isComponentName('GRID_ROOT'), isComponentName('useGrid')]).toEqual([
      true,
      false,
      false,
    ]);
  });
});
