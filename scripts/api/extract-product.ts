import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { apiPathname, pageNameOf, planOfPackage } from '../../src/engine/api/paths';
import type { ApiProductFile } from '../../src/engine/api/types';
import {
  extractComponent,
  extractHook,
  extractInterface,
  resolveAlias,
  type FoundExport,
  type ItemContext,
} from './extract-items';
import { isComponentExport } from './is-component';
import { linkProduct } from './link-product';
import { packageVersion, type ApiProgram, type PackageEntry } from './program';
import type { ProductSpec } from './products';

/**
 * Every export of the product's packages by name, each with the packages exporting it (cheapest first).
 * A package may export a deprecated stand-in under another plan's name (`@mui/x-data-grid-pro` exports a
 * `DataGridPremium` that returns null and throws "import it from @mui/x-data-grid-premium"): when the same
 * name resolves to different declarations and some are not deprecated, the deprecated ones are dropped.
 */
function collectExports(api: ApiProgram, packages: PackageEntry[]): Map<string, FoundExport> {
  const { checker } = api;
  const byName = new Map<string, FoundExport['symbols']>();
  for (const entry of packages) {
    for (const symbol of checker.getExportsOfModule(api.entryModule(entry))) {
      byName.set(symbol.name, [...(byName.get(symbol.name) ?? []), { packageName: entry.name, symbol }]);
    }
  }
  const isDeprecated = (symbol: ts.Symbol) =>
    resolveAlias(checker, symbol)
      .getJsDocTags(checker)
      .some((tag) => tag.name === 'deprecated');
  const found = new Map<string, FoundExport>();
  for (const [name, symbols] of byName) {
    const current = symbols.filter((entry) => !isDeprecated(entry.symbol));
    const distinct = new Set(symbols.map((entry) => resolveAlias(checker, entry.symbol)));
    found.set(name, { name, symbols: distinct.size > 1 && current.length > 0 ? current : symbols });
  }
  return found;
}

/** `import { X } from '<pkg>/X';` when the package has an `X/` folder exporting X. */
function deepImport(api: ApiProgram, entry: PackageEntry, name: string): string | undefined {
  const file = join(entry.dir, name, 'index.d.ts');
  if (!existsSync(file)) return undefined;
  const module = api.moduleOf(file);
  const exported = module
    ? api.checker.getExportsOfModule(module).some((symbol) => symbol.name === name)
    : new RegExp(`\\b${name}\\b`).test(readFileSync(file, 'utf8'));
  return exported ? `import { ${name} } from '${entry.name}/${name}';` : undefined;
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en');

/** Extracts every component, interface and hook page of one product. */
export function extractProduct(api: ApiProgram, spec: ProductSpec): ApiProductFile {
  const { checker } = api;
  const found = collectExports(api, spec.packages);
  const entries = new Map(spec.packages.map((entry) => [entry.name, entry]));
  const exports = new Map([...found].map(([name, item]) => [name, item.symbols[0]!.symbol]));
  const context: ItemContext = {
    checker,
    exports,
    base(item) {
      const packages = item.symbols.map((s) => s.packageName);
      const deep = packages.map((name) => deepImport(api, entries.get(name)!, item.name));
      const root = packages.map((name) => `import { ${item.name} } from '${name}';`);
      return {
        name: item.name,
        productId: spec.productId,
        plan: planOfPackage(packages[0]!),
        pathname: apiPathname(
          spec.productId,
          pageNameOf(item.name, (name) => exports.has(name)),
        ),
        packages,
        imports: [...deep.filter((line): line is string => line !== undefined), ...root],
      };
    },
  };
  const all = [...found.values()].sort(byName);
  const resolved = (item: FoundExport) => resolveAlias(checker, item.symbols[0]!.symbol);
  const interfaceNames = new Set(spec.interfaces(exports));
  const isInterface = (item: FoundExport) =>
    interfaceNames.has(item.name) && Boolean(resolved(item).flags & ts.SymbolFlags.Type);
  const isHook = (item: FoundExport) =>
    spec.hooks && /^use[A-Z]/.test(item.name) && checker.getTypeOfSymbol(resolved(item)).getCallSignatures().length > 0;

  const file: ApiProductFile = {
    productId: spec.productId,
    versions: Object.fromEntries(spec.packages.map((entry) => [entry.name, packageVersion(entry.dir)])),
    components: all
      .filter((item) => isComponentExport(checker, api.reactNode, item.symbols[0]!.symbol))
      .map((item) => extractComponent(context, item)),
    interfaces: all.filter(isInterface).map((item) => extractInterface(context, item)),
    hooks: all.filter(isHook).map((item) => extractHook(context, item)),
  };
  linkProduct(file);
  return file;
}
