import ts from 'typescript';
import type { ApiClass, ApiProp, ApiSlot } from '../../src/engine/api/types';
import { readJsDoc } from './jsdoc';
import { memberType } from './type-text';

/**
 * Members declared in React's or CSS's own typings (`HTMLAttributes`, `RefAttributes`, csstype) are
 * inherited from the DOM element, not part of the component's API; they are left out, as the
 * official reference does.
 */
export function isOwnMember(symbol: ts.Symbol): boolean {
  const declarations = symbol.declarations ?? [];
  if (declarations.length === 0) return true;
  return declarations.some((declaration) => {
    const file = declaration.getSourceFile().fileName;
    return !/\/node_modules\/(@types\/|csstype\/|typescript\/)/.test(file);
  });
}

function byName<T extends { name: string }>(a: T, b: T): number {
  return a.name.localeCompare(b.name, 'en');
}

/** Own properties of a type, sorted by name. */
export function ownProperties(checker: ts.TypeChecker, type: ts.Type): ts.Symbol[] {
  return checker
    .getPropertiesOfType(checker.getApparentType(checker.getNonNullableType(type)))
    .filter(isOwnMember)
    .sort(byName);
}

/** Props or interface properties, sorted by name; `ref` and `key` are React's, not the component's. */
export function readProps(checker: ts.TypeChecker, type: ts.Type): ApiProp[] {
  return ownProperties(checker, type)
    .filter((symbol) => symbol.name !== 'ref' && symbol.name !== 'key')
    .map((symbol) => {
      const doc = readJsDoc(checker, symbol);
      const prop: ApiProp = {
        name: symbol.name,
        type: memberType(checker, symbol),
        description: doc.description,
        required: !(symbol.flags & ts.SymbolFlags.Optional),
      };
      if (doc.defaultValue !== undefined) prop.default = doc.defaultValue;
      if (doc.deprecated !== undefined) prop.deprecated = doc.deprecated;
      return prop;
    });
}

/** Entries of the `slots` prop type. */
export function readSlots(checker: ts.TypeChecker, propsType: ts.Type): ApiSlot[] {
  const slots = checker.getPropertyOfType(checker.getApparentType(propsType), 'slots');
  if (!slots) return [];
  return ownProperties(checker, checker.getTypeOfSymbol(slots)).map((symbol) => {
    const doc = readJsDoc(checker, symbol);
    const slot: ApiSlot = { name: symbol.name, description: doc.description };
    if (doc.defaultValue !== undefined) slot.default = doc.defaultValue;
    if (doc.deprecated !== undefined) slot.deprecated = doc.deprecated;
    return slot;
  });
}

/** Rules of a classes interface, each with its global class name `<prefix>-<rule>`. */
export function readClasses(checker: ts.TypeChecker, classesType: ts.Type, prefix: string): ApiClass[] {
  return ownProperties(checker, classesType).map((symbol) => {
    const doc = readJsDoc(checker, symbol);
    const rule: ApiClass = { name: symbol.name, className: `${prefix}-${symbol.name}`, description: doc.description };
    if (doc.deprecated !== undefined) rule.deprecated = doc.deprecated;
    return rule;
  });
}

/** Element type a component's `ref` reaches: `Ref<HTMLDivElement>` → `HTMLDivElement`. */
export function readRefTarget(checker: ts.TypeChecker, propsType: ts.Type): string | undefined {
  const ref = checker.getPropertyOfType(checker.getApparentType(propsType), 'ref');
  if (!ref) return undefined;
  const text = checker.typeToString(checker.getNonNullableType(checker.getTypeOfSymbol(ref)));
  return /\bRef(?:Object)?<([^>|]+?)(?:\s*\|\s*null)?>/.exec(text)?.[1];
}
