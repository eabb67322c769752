import { join } from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { collectDemoFiles } from '../demos/demo-files';
import { createTypeChecker, type CheckRequest, type TypeChecker } from '../../src/demos/type-check/type-checker';
import { buildTypePacks } from './build-type-packs';
import { specifiersOfDemos } from './demo-specifiers';

const CONTENT = join(import.meta.dirname, '../../content');
/** A Data Grid Premium demo importing content/demo-data, a Pickers demo with an adapter, a chart, a tree view. */
const DEMOS = [
  'react-data-grid/components/demos/ai-assistant-panel-trigger.tsx',
  'react-date-pickers/demos/adapters-locale-ampm.tsx',
  'react-charts/hooks/demos/use-series-average-lines.tsx',
  'react-tree-view/rich-tree-view/demos/rich-items-basic.tsx',
];

/** The request the page's checker sends for a demo: its own file edited, the files it imports beside it. */
function requestOf(demo: string): CheckRequest {
  const [main, ...others] = collectDemoFiles(join(CONTENT, demo));
  return {
    name: main!.name,
    code: main!.source,
    language: 'TS',
    files: others.map((file) => ({ name: file.name, jsx: file.jsx, code: file.source })),
  };
}

describe('type packs and the demo type checker', () => {
  let checker: TypeChecker;
  beforeAll(() => {
    const specifiers = specifiersOfDemos(DEMOS.map((demo) => join(CONTENT, demo)));
    const packs = buildTypePacks(specifiers.all, { sideEffectOnly: specifiers.sideEffectOnly });
    checker = createTypeChecker(ts, packs);
  });

  it.each(DEMOS)('finds no error in the unedited demo %s', (demo) => {
    expect(checker.check(requestOf(demo)).map((item) => `${item.line}: ${item.message}`)).toEqual([]);
  });

  it('names a wrong prop type at its place in the edited code', () => {
    const request = requestOf(DEMOS[0]!);
    const code = request.code.replace('<DataGridPremium', '<DataGridPremium rowHeight="tall"');
    const [found, ...rest] = checker.check({ ...request, code });
    expect(rest).toEqual([]);
    expect(found?.message).toMatch(/Type 'string' is not assignable to type 'number'/);
    expect(code.slice(found!.from, found!.to)).toBe('rowHeight');
  });

  it('counts a helper file the page has not loaded as any rather than an error', () => {
    const request = requestOf(DEMOS[0]!);
    const files = request.files.map((file) => ({ ...file, code: '' }));
    expect(checker.check({ ...request, files })).toEqual([]);
  });

  it('checks only the syntax of JavaScript', () => {
    const code =
      "import { DataGrid } from '@mui/x-data-grid';\nexport default () => <DataGrid rows={1} columns={[]} />;";
    expect(checker.check({ name: 'demo', code, language: 'JS', files: [] })).toEqual([]);
    const broken = checker.check({ name: 'demo', code: 'export default () => <div>;', language: 'JS', files: [] });
    expect(broken.length).toBeGreaterThan(0);
  });

  it('fails the build, naming the module, when a demo imports a package without declarations', () => {
    expect(() => buildTypePacks(['no-such-package-for-demos'])).toThrow(
      /"no-such-package-for-demos", which a demo imports, has no type declarations.*Fix:/,
    );
  });
});
