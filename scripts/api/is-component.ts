import ts from 'typescript';

/** React's exotic component interfaces: objects React renders through `$$typeof`. */
const exoticNames = new Set([
  'ExoticComponent',
  'NamedExoticComponent',
  'ForwardRefExoticComponent',
  'MemoExoticComponent',
  'LazyExoticComponent',
  'StyledComponent',
]);

/** True for names JSX can use as a component: a capital letter, and not an ALL_CAPS constant. */
export function isComponentName(name: string): boolean {
  return /^[A-Z]/.test(name) && /[a-z]/.test(name);
}

function isExotic(type: ts.Type): boolean {
  const names = [type.aliasSymbol?.name, type.getSymbol()?.name];
  if (type.isIntersection()) return type.types.some(isExotic);
  return names.some((name) => name !== undefined && exoticNames.has(name));
}

/**
 * Decides whether an export is a React component. The rule:
 *
 * 1. the export is a value (not type-only), not a class or enum, and its name starts with a capital
 *    letter and is not an ALL_CAPS constant (JSX only treats capitalised names as components);
 * 2. and either its type is one of React's exotic components (`ForwardRefExoticComponent`,
 *    `MemoExoticComponent`, `NamedExoticComponent`, `ExoticComponent`, `LazyExoticComponent`, or
 *    Emotion's `StyledComponent`), or it has a call signature taking at most one required parameter,
 *    that parameter being an object (the props), whose return type is assignable to `React.ReactNode`
 *    and is not `any`, `string` or `number` (a formatter returning text is not a component).
 *
 * React 19 types make a context renderable as its provider, so contexts (a type with both `Provider` and
 * `Consumer`) are excluded explicitly: they are documented with the hooks that read them, not as components.
 */
export function isComponentExport(checker: ts.TypeChecker, reactNode: ts.Type, symbol: ts.Symbol): boolean {
  if (!isComponentName(symbol.name)) return false;
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  if (!(target.flags & ts.SymbolFlags.Value)) return false;
  if (target.flags & (ts.SymbolFlags.Class | ts.SymbolFlags.Enum)) return false;
  const type = checker.getTypeOfSymbol(target);
  if (type.getConstructSignatures().length > 0 || isContext(checker, type)) return false;
  if (isExotic(type)) return true;
  return type.getCallSignatures().some((signature) => isPropsSignature(checker, reactNode, signature));
}

function isContext(checker: ts.TypeChecker, type: ts.Type): boolean {
  return Boolean(checker.getPropertyOfType(type, 'Provider') && checker.getPropertyOfType(type, 'Consumer'));
}

function isPropsSignature(checker: ts.TypeChecker, reactNode: ts.Type, signature: ts.Signature): boolean {
  const required = signature.getParameters().filter((parameter) => {
    const declaration = parameter.valueDeclaration;
    return !(declaration && ts.isParameter(declaration) && (declaration.questionToken || declaration.initializer));
  });
  if (required.length > 1 || signature.getParameters().length > 2) return false;
  const first = signature.getParameters()[0];
  if (first) {
    const propsType = checker.getNonNullableType(checker.getTypeOfSymbol(first));
    if (propsType.flags & (ts.TypeFlags.StringLike | ts.TypeFlags.NumberLike | ts.TypeFlags.BooleanLike)) return false;
  }
  const returned = checker.getReturnTypeOfSignature(signature);
  const textual = ts.TypeFlags.Any | ts.TypeFlags.Unknown | ts.TypeFlags.StringLike | ts.TypeFlags.NumberLike;
  if (returned.flags & textual) return false;
  return checker.isTypeAssignableTo(returned, reactNode);
}

/** The props parameter type of a component's first call signature, when it has one. */
export function propsTypeOf(checker: ts.TypeChecker, componentType: ts.Type): ts.Type | undefined {
  const signatures = componentType.isIntersection()
    ? componentType.types.flatMap((part) => part.getCallSignatures())
    : componentType.getCallSignatures();
  const first = signatures[0]?.getParameters()[0];
  return first ? checker.getTypeOfSymbol(first) : undefined;
}
