import ts from 'typescript';
import { comparePlans, planOfPackage } from '../../src/engine/api/paths';
import type { ApiComponent, ApiHook, ApiInterface, ApiItemBase, ApiParameter } from '../../src/engine/api/types';
import { propsTypeOf } from './is-component';
import { readJsDoc, splitDemoSections } from './jsdoc';
import { readClasses, readProps, readRefTarget, readSlots } from './members';
import { apiType, memberType, printTypeNode, typeText } from './type-text';

/** An export found in one or more of a product's packages. */
export interface FoundExport {
  name: string;
  /** The symbol in each package exporting it, cheapest package first. */
  symbols: { packageName: string; symbol: ts.Symbol }[];
}

/** What an item extractor needs besides the export. */
export interface ItemContext {
  checker: ts.TypeChecker;
  /** Every export of the product's packages, by name (cheapest package's symbol). */
  exports: ReadonlyMap<string, ts.Symbol>;
  /** Fields shared by every page (name, plan, pathname, imports, description). */
  base(found: FoundExport): Omit<ApiItemBase, 'description' | 'deprecated' | 'demos'>;
}

/** Follows `export { X } from …` to the declared symbol. */
export function resolveAlias(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Symbol {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

function baseDoc(context: ItemContext, found: FoundExport, symbol: ts.Symbol) {
  const doc = readJsDoc(context.checker, symbol);
  const { description, demos } = splitDemoSections(doc.description);
  return {
    ...context.base(found),
    description,
    demos,
    ...(doc.deprecated !== undefined && { deprecated: doc.deprecated }),
  };
}

function classesOf(context: ItemContext, name: string, propsType: ts.Type) {
  const { checker, exports } = context;
  if (name.startsWith('DataGrid')) {
    const grid = exports.get('GridClasses');
    return grid
      ? readClasses(checker, checker.getDeclaredTypeOfSymbol(resolveAlias(checker, grid)), 'MuiDataGrid')
      : [];
  }
  const declared = exports.get(`${name}Classes`);
  if (declared && resolveAlias(checker, declared).flags & ts.SymbolFlags.Interface) {
    return readClasses(checker, checker.getDeclaredTypeOfSymbol(resolveAlias(checker, declared)), `Mui${name}`);
  }
  const value = exports.get(`${name.charAt(0).toLowerCase()}${name.slice(1)}Classes`);
  if (value) return readClasses(checker, checker.getTypeOfSymbol(resolveAlias(checker, value)), `Mui${name}`);
  const prop = checker.getPropertyOfType(checker.getApparentType(propsType), 'classes');
  return prop ? readClasses(checker, checker.getTypeOfSymbol(prop), `Mui${name}`) : [];
}

/** A component page: props, slots, classes and ref target. */
export function extractComponent(context: ItemContext, found: FoundExport): ApiComponent {
  const { checker } = context;
  const symbol = resolveAlias(checker, found.symbols[0]!.symbol);
  const propsType = propsTypeOf(checker, checker.getTypeOfSymbol(symbol)) ?? checker.getAnyType();
  const refTarget = readRefTarget(checker, propsType);
  return {
    kind: 'component',
    ...baseDoc(context, found, symbol),
    props: readProps(checker, propsType),
    slots: readSlots(checker, propsType),
    classes: classesOf(context, found.name, propsType),
    ...(refTarget && { refTarget }),
  };
}

/**
 * An interface page. The most expensive package's version is read (Pro and Premium extend `GridApi`);
 * members missing from cheaper packages' versions are marked with the plan that adds them.
 */
export function extractInterface(context: ItemContext, found: FoundExport): ApiInterface {
  const { checker } = context;
  const typeOf = (entry: FoundExport['symbols'][number]) =>
    checker.getDeclaredTypeOfSymbol(resolveAlias(checker, entry.symbol));
  const richest = found.symbols[found.symbols.length - 1]!;
  const cheaper = found.symbols.map((entry) => ({
    plan: planOfPackage(entry.packageName),
    names: new Set(checker.getPropertiesOfType(typeOf(entry)).map((p) => p.name)),
  }));
  const base = baseDoc(context, found, resolveAlias(checker, found.symbols[0]!.symbol));
  const properties = readProps(checker, typeOf(richest)).map((prop) => {
    const plan = cheaper.find((version) => version.names.has(prop.name))?.plan;
    return plan && comparePlans(plan, base.plan) > 0 ? { ...prop, plan } : prop;
  });
  return { kind: 'interface', ...base, properties };
}

/** A hook page: parameters and return type of its first signature. */
export function extractHook(context: ItemContext, found: FoundExport): ApiHook {
  const { checker } = context;
  const symbol = resolveAlias(checker, found.symbols[0]!.symbol);
  const signature = checker.getTypeOfSymbol(symbol).getCallSignatures()[0];
  const doc = readJsDoc(checker, symbol);
  const parameters: ApiParameter[] = (signature?.getParameters() ?? []).map((parameter) => {
    const declaration = parameter.valueDeclaration;
    const optional = Boolean(
      declaration &&
      ts.isParameter(declaration) &&
      (declaration.questionToken || declaration.initializer || declaration.dotDotDotToken),
    );
    return {
      name: parameter.name,
      type: memberType(checker, parameter),
      optional,
      description: doc.params[parameter.name] ?? '',
    };
  });
  const returnNode = signature?.getDeclaration()?.type;
  const returns = returnNode
    ? apiType(printTypeNode(checker, returnNode), returnNode, undefined)
    : typeText(checker, signature ? checker.getReturnTypeOfSignature(signature) : checker.getVoidType());
  return { kind: 'hook', ...baseDoc(context, found, symbol), parameters, returns, returnsDescription: doc.returns };
}
