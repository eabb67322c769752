import ts from 'typescript';
import type { ApiType } from '../../src/engine/api/types';
import { printResolved } from './import-types';

/** Longest type text shown as is in a table cell; longer ones get a short form and a disclosure. */
export const shortTypeLimit = 50;

const flags = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;

/**
 * Prints a type node as written, without comments, on one line; compiler paths (`import("…").Name`) become the
 * public name or the shape it stands for (see import-types.ts).
 */
export function printTypeNode(checker: ts.TypeChecker, node: ts.Node): string {
  return printResolved(checker, node, node.getSourceFile());
}

function shortOfNode(node: ts.TypeNode): string | undefined {
  if (ts.isTypeReferenceNode(node)) return node.typeName.getText();
  if (ts.isUnionTypeNode(node)) return 'union';
  if (ts.isFunctionTypeNode(node)) return 'func';
  if (ts.isArrayTypeNode(node) || (ts.isTypeOperatorNode(node) && ts.isArrayTypeNode(node.type))) return 'array';
  if (ts.isTypeLiteralNode(node) || ts.isIntersectionTypeNode(node) || ts.isMappedTypeNode(node)) return 'object';
  if (ts.isParenthesizedTypeNode(node)) return shortOfNode(node.type);
  return undefined;
}

function shortOfType(type: ts.Type): string {
  if (type.aliasSymbol) return type.aliasSymbol.name;
  if (type.isUnion()) return 'union';
  if (type.getCallSignatures().length > 0) return 'func';
  return 'object';
}

/** Builds the text of a type: the full form and a short form for tables (`links` is filled in later). */
export function apiType(full: string, node: ts.TypeNode | undefined, type: ts.Type | undefined): ApiType {
  if (full.length <= shortTypeLimit) return { full, short: full, links: [] };
  const short = (node && shortOfNode(node)) ?? (type ? shortOfType(type) : 'object');
  return { full, short, links: [] };
}

/** The type node a declaration was written with, when it has one. */
export function declaredTypeNode(declaration: ts.Declaration | undefined): ts.TypeNode | undefined {
  if (!declaration) return undefined;
  if (ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration)) return declaration.type;
  if (ts.isParameter(declaration) || ts.isVariableDeclaration(declaration)) return declaration.type;
  return undefined;
}

/** Text of a method signature as an arrow type: `(id: GridRowId) => R | null`. */
function methodText(checker: ts.TypeChecker, declaration: ts.SignatureDeclaration): string {
  const params = declaration.parameters.map((p) => printTypeNode(checker, p));
  const returned = declaration.type ? printTypeNode(checker, declaration.type) : 'void';
  const generics = declaration.typeParameters?.map((t) => printTypeNode(checker, t)).join(', ');
  return `${generics ? `<${generics}>` : ''}(${params.join(', ')}) => ${returned}`;
}

/** Type of a property, prop or parameter, as written where possible and as the checker prints it otherwise. */
export function memberType(checker: ts.TypeChecker, symbol: ts.Symbol, site?: ts.Node): ApiType {
  const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
  const node = declaredTypeNode(declaration);
  if (node) return apiType(printTypeNode(checker, node), node, undefined);
  if (declaration && (ts.isMethodSignature(declaration) || ts.isMethodDeclaration(declaration))) {
    return apiType(methodText(checker, declaration), undefined, checker.getTypeOfSymbol(symbol));
  }
  const location = site ?? declaration;
  const type = location ? checker.getTypeOfSymbolAtLocation(symbol, location) : checker.getTypeOfSymbol(symbol);
  return apiType(checker.typeToString(checker.getNonNullableType(type), undefined, flags), undefined, type);
}

/** Text of any type, as the checker prints it. */
export function typeText(checker: ts.TypeChecker, type: ts.Type): ApiType {
  return apiType(checker.typeToString(type, undefined, flags), undefined, type);
}

/** Names in a type's text that have their own page, in order of first appearance. */
export function linkedNames(text: string, pages: ReadonlySet<string>): string[] {
  const found = text.match(/\b[A-Z][A-Za-z0-9]*\b/g) ?? [];
  return [...new Set(found)].filter((name) => pages.has(name));
}
