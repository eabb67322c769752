import type { ApiProductFile, ApiType } from '../../../src/engine/api/types';
import type { ReferenceWidgetsFile } from '../../../src/engine/widgets/types';
import { resolveTypeReferences } from '../jsdoc';
import type { ApiProgram } from '../program';
import type { ProductSpec } from '../products';
import { linkedNames } from '../type-text';
import { extractApiMethods } from './api-methods';
import { extractEvents } from './events';
import { assertAliasesUsed } from './feature-names';
import { extractLocales } from './locales';
import { extractSelectors } from './selectors';

/**
 * The data of the reference widgets, from the same compiled declarations as the API pages; type names that have
 * a Data Grid interface page (`GridRowParams`) become links, as in the API tables.
 */
export async function extractWidgets(
  api: ApiProgram,
  gridSpec: ProductSpec,
  grid: ApiProductFile,
): Promise<ReferenceWidgetsFile> {
  const { checker } = api;
  const packages = gridSpec.packages.map((entry) => ({
    name: entry.name,
    exports: checker.getExportsOfModule(api.entryModule(entry)),
  }));
  const exports = new Map<string, (typeof packages)[number]['exports'][number]>();
  for (const entry of packages)
    for (const symbol of entry.exports) if (!exports.has(symbol.name)) exports.set(symbol.name, symbol);

  const features = extractApiMethods(checker, packages);
  const selectors = extractSelectors(checker, packages);
  const events = extractEvents(checker, exports);
  assertAliasesUsed();

  const interfaces = new Set(grid.interfaces.map((item) => item.name));
  const pages = new Map([...grid.components, ...grid.interfaces].map((item) => [item.name, item.pathname]));
  const link = (type: ApiType) => {
    type.links = linkedNames(type.full, interfaces);
  };
  const describe = (entry: { description: string }) => {
    entry.description = resolveTypeReferences(entry.description, pages);
  };
  for (const method of features.flatMap((feature) => feature.methods)) {
    link(method.type);
    describe(method);
  }
  for (const selector of selectors) {
    link(selector.returns);
    describe(selector);
  }
  for (const event of events) {
    link(event.params);
    if (event.event) link(event.event);
    describe(event);
  }
  return { features, selectors, events, locales: await extractLocales() };
}
