import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiProductFile, ApiProductId } from '../../src/engine/api/types';
import { resolveAlias } from './extract-items';
import { extractProduct } from './extract-product';
import { ownProperties } from './members';
import { getProductSpecs } from './products';
import { createApiProgram, entryFile, type ApiProgram } from './program';

const require = createRequire(import.meta.url);
// The CommonJS builds `require('./index.css')`; Node cannot parse CSS, and the styles do not matter here.
require.extensions['.css'] = (module) => {
  module.exports = {};
};

/** A component as React stores it: a function, or a memo / forwardRef wrapper around one. */
interface Wrapped {
  propTypes?: object;
  type?: Wrapped;
  render?: Wrapped;
}

const reactTypes = new Set(['Symbol(react.forward_ref)', 'Symbol(react.memo)']);

/**
 * Components as the runtime sees them, independently of the types: capitalised exports (not ALL_CAPS)
 * that are plain functions (not classes) or forwardRef / memo objects.
 */
function runtimeComponents(packageName: string): string[] {
  const module = require(packageName) as Record<string, unknown>;
  return Object.entries(module)
    .filter(([name, value]) => {
      if (!/^[A-Z]/.test(name) || !/[a-z]/.test(name)) return false;
      if (typeof value === 'function') return !/^class\b/.test(Function.prototype.toString.call(value));
      const tag = value && typeof value === 'object' ? (value as { $$typeof?: symbol }).$$typeof : undefined;
      return tag !== undefined && reactTypes.has(String(tag));
    })
    .map(([name]) => name);
}

const specs = getProductSpecs();
const generated = new Map<ApiProductId, ApiProductFile>();
let api: ApiProgram;

beforeAll(() => {
  api = createApiProgram(specs.flatMap((spec) => spec.packages));
  for (const spec of specs) generated.set(spec.productId, extractProduct(api, spec));
}, 120_000);

describe.each(specs.map((spec) => [spec.productId, spec] as const))('%s', (productId, spec) => {
  it('documents exactly the components the packages export', () => {
    const expected = new Set(spec.packages.flatMap((entry) => runtimeComponents(entry.name)));
    const documented = generated.get(productId)!.components.map((item) => item.name);
    expect(documented.sort()).toEqual([...expected].sort());
  }, 60_000);
});

const checked: [ApiProductId, string][] = [
  ['x-data-grid', 'DataGrid'],
  ['x-data-grid', 'DataGridPro'],
  ['x-data-grid', 'DataGridPremium'],
  ['x-date-pickers', 'DateCalendar'],
  ['x-date-pickers', 'DateRangePicker'],
  ['x-charts', 'LineChart'],
  ['x-charts', 'BarChart'],
  ['x-charts', 'PieChart'],
  ['x-tree-view', 'RichTreeView'],
];

describe.each(checked)('%s %s', (productId, name) => {
  const documented = () =>
    new Set(
      generated
        .get(productId)!
        .components.find((item) => item.name === name)
        ?.props.map((p) => p.name),
    );

  it('has every prop of its exported `<Name>Props` type', () => {
    const spec = specs.find((entry) => entry.productId === productId)!;
    const sources = spec.packages.map((entry) => api.program.getSourceFile(entryFile(entry))!);
    const propsSymbol = sources
      .flatMap((source) => api.checker.getExportsOfModule(api.checker.getSymbolAtLocation(source)!))
      .find((symbol) => symbol.name === `${name}Props`);
    expect(propsSymbol, `${name}Props is exported`).toBeDefined();
    const declared = api.checker.getDeclaredTypeOfSymbol(resolveAlias(api.checker, propsSymbol!));
    const names = ownProperties(api.checker, declared).map((symbol) => symbol.name);
    expect(names.length).toBeGreaterThan(10);
    expect(names.filter((prop) => !documented().has(prop))).toEqual([]);
  });
});

// The runtime propTypes, where the build exposes them. DataGrid's sit on an inner function that
// React 19's forwardRef shim hides, so it is covered by the declared-types test above only.
describe.each(checked.filter(([, name]) => name !== 'DataGrid'))('%s %s runtime', (productId, name) => {
  it('has every prop of the runtime propTypes', () => {
    const documented = new Set(
      generated
        .get(productId)!
        .components.find((item) => item.name === name)
        ?.props.map((p) => p.name),
    );
    const spec = specs.find((entry) => entry.productId === productId)!;
    // memo(forwardRef(Raw)) keeps propTypes on the inner function: look through `type` and `render`.
    const propTypesOf = (value: Wrapped | undefined): object | undefined =>
      value && (value.propTypes ?? propTypesOf(value.type) ?? propTypesOf(value.render));
    const found = spec.packages
      .map((entry) => propTypesOf((require(entry.name) as Record<string, Wrapped>)[name]))
      .find(Boolean);
    const propTypes = Object.keys(found ?? {});
    expect(propTypes.length).toBeGreaterThan(10);
    expect(propTypes.filter((prop) => !documented.has(prop))).toEqual([]);
  });
});
