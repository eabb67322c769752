import ts from 'typescript';
import { planOfPackage } from '../../../src/engine/api/paths';
import type { ApiPlan } from '../../../src/engine/api/types';
import type { WidgetFeature, WidgetMethod } from '../../../src/engine/widgets/types';
import { resolveAlias } from '../extract-items';
import { readJsDoc } from '../jsdoc';
import { memberType } from '../type-text';
import { featureOfInterface } from './feature-names';

/** A package's `GridApi` export: `GridApiCommunity`, `GridApiPro` or `GridApiPremium`. */
function gridApiOf(checker: ts.TypeChecker, entry: { name: string; exports: readonly ts.Symbol[] }): ts.Type {
  const symbol = entry.exports.find((candidate) => candidate.name === 'GridApi');
  if (!symbol) throw new Error(`${entry.name} exports no GridApi. Fix: update scripts/api/widgets/api-methods.ts.`);
  return checker.getDeclaredTypeOfSymbol(resolveAlias(checker, symbol));
}

/** Interfaces that only gather others (`GridApiCommon`): their bases are the features. */
const composites = new Set(['GridApiCommon']);

function interfaceOf(type: ts.Type): ts.InterfaceDeclaration {
  const declaration = type.getSymbol()?.declarations?.find(ts.isInterfaceDeclaration);
  if (!declaration) throw new Error('GridApi is not an interface. Fix: update scripts/api/widgets/api-methods.ts.');
  return declaration;
}

/** The interfaces an interface extends, composites opened, each with the type it contributes. */
function featureBases(
  checker: ts.TypeChecker,
  declaration: ts.InterfaceDeclaration,
): { name: string; type: ts.Type }[] {
  const bases = declaration.heritageClauses?.flatMap((clause) => [...clause.types]) ?? [];
  return bases.flatMap((base) => {
    const symbol = checker.getSymbolAtLocation(base.expression);
    const resolved = symbol && resolveAlias(checker, symbol);
    const name = resolved?.name ?? base.expression.getText();
    const inner = resolved?.declarations?.find(ts.isInterfaceDeclaration);
    if (composites.has(name) && inner) return featureBases(checker, inner);
    return [{ name, type: checker.getTypeAtLocation(base) }];
  });
}

/**
 * Every feature of `GridApiPremium` (the richest grid API): its interfaces and their members, with the plan of
 * each member taken from the cheapest grid API that has it.
 */
export function extractApiMethods(
  checker: ts.TypeChecker,
  packages: readonly { name: string; exports: readonly ts.Symbol[] }[],
): WidgetFeature[] {
  // Packages come cheapest first, so the first API that has a member gives its plan.
  const planApis = packages.map((entry) => ({ plan: planOfPackage(entry.name), type: gridApiOf(checker, entry) }));
  const planOf = (member: string): ApiPlan =>
    planApis.find((api) => checker.getPropertyOfType(api.type, member))?.plan ?? 'premium';
  const features = new Map<string, WidgetFeature>();
  for (const base of featureBases(checker, interfaceOf(planApis[planApis.length - 1]!.type))) {
    const name = featureOfInterface(base.name);
    const feature = features.get(name) ?? { name, interfaces: [], methods: [] };
    features.set(name, feature);
    feature.interfaces.push(base.name);
    for (const symbol of checker.getPropertiesOfType(base.type)) {
      const doc = readJsDoc(checker, symbol);
      const ignored = symbol.getJsDocTags(checker).some((tag) => tag.name === 'ignore' || tag.name === 'internal');
      if (ignored || feature.methods.some((method) => method.name === symbol.name)) continue;
      const method: WidgetMethod = {
        name: symbol.name,
        type: memberType(checker, symbol),
        description: doc.description,
        plan: planOf(symbol.name),
      };
      if (doc.deprecated !== undefined) method.deprecated = doc.deprecated;
      feature.methods.push(method);
    }
  }
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en');
  return [...features.values()]
    .map((feature) => ({ ...feature, methods: feature.methods.sort(byName) }))
    .filter((feature) => feature.methods.length > 0)
    .sort(byName);
}
