import ts from 'typescript';
import { planOfPackage } from '../../../src/engine/api/paths';
import type { WidgetSelector } from '../../../src/engine/widgets/types';
import { resolveAlias } from '../extract-items';
import { readJsDoc } from '../jsdoc';
import { apiType, printTypeNode, typeText } from '../type-text';
import { featureName } from './feature-names';

/**
 * Feature of a selector: the `hooks/features/<folder>/` (or `hooks/core/<folder>/`) it is declared in. The JSDoc
 * `@category` tags of the published declarations cover only about a third of the selectors, the folder all of them.
 */
function featureOf(file: string): string | undefined {
  const folder = /\/hooks\/(?:features|core)\/([^/]+)\//.exec(file)?.[1];
  return folder ? featureName(folder) : undefined;
}

function returnType(checker: ts.TypeChecker, declaration: ts.Declaration, type: ts.Type) {
  const node =
    ts.isVariableDeclaration(declaration) && declaration.type && ts.isFunctionTypeNode(declaration.type)
      ? declaration.type.type
      : undefined;
  if (node) return apiType(printTypeNode(checker, node), node, undefined);
  const signature = type.getCallSignatures()[0];
  return typeText(checker, signature ? checker.getReturnTypeOfSignature(signature) : type);
}

/** Every exported `grid…Selector` of the Data Grid packages, by feature; `@ignore`d ones are left out. */
export function extractSelectors(
  checker: ts.TypeChecker,
  packages: readonly { name: string; exports: readonly ts.Symbol[] }[],
): WidgetSelector[] {
  const found = new Map<string, WidgetSelector>();
  for (const entry of packages) {
    for (const exported of entry.exports) {
      if (!/Selector$/.test(exported.name) || found.has(exported.name)) continue;
      const symbol = resolveAlias(checker, exported);
      const declaration = symbol.valueDeclaration;
      const type = checker.getTypeOfSymbol(symbol);
      if (!declaration || type.getCallSignatures().length === 0) continue;
      const tags = symbol.getJsDocTags(checker);
      if (tags.some((tag) => tag.name === 'ignore' || tag.name === 'internal')) continue;
      const feature = featureOf(declaration.getSourceFile().fileName);
      if (!feature) continue;
      const doc = readJsDoc(checker, symbol);
      const selector: WidgetSelector = {
        name: exported.name,
        feature,
        returns: returnType(checker, declaration, type),
        description: doc.description,
        plan: planOfPackage(entry.name),
        packageName: entry.name,
      };
      if (doc.deprecated !== undefined) selector.deprecated = doc.deprecated;
      found.set(exported.name, selector);
    }
  }
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name, 'en'));
}
