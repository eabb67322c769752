import ts from 'typescript';

/**
 * Declarations emitted by `tsc` spell inferred types as compiler paths: `import("../internals/index.js").ZAxisDefaultized`.
 * A reader cannot use such a path, so an import type is shown as the name a reader can import (`ZAxisDefaultized`
 * when a package of the program exports it, or any name from another package such as `react`), and otherwise as
 * the shape it stands for: a type alias's right-hand side, an interface's bases and own members.
 */

const publicNamesByChecker = new WeakMap<ts.TypeChecker, ReadonlySet<string>>();

/** Records the names the documented packages export; import types of those names print as the bare name. */
export function setPublicNames(checker: ts.TypeChecker, names: ReadonlySet<string>): void {
  publicNamesByChecker.set(checker, names);
}

const printer = ts.createPrinter({ removeComments: true, omitTrailingSemicolon: true });

/** Longest shape shown in place of a private name (a mapped series table runs to thousands of characters). */
const maxShapeLength = 300;

/** Deepest chain of private names expanded inside one another; past it the name is kept. */
const maxExpansionDepth = 2;

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/\(\s/g, '(').replace(/\s\)/g, ')').replace(/;\s*}/g, ' }').trim();
}

/** A node standing for already printed text (which may come from another file than the node it goes into). */
function textNode(text: string): ts.TypeNode {
  return ts.factory.createTypeReferenceNode(ts.factory.createIdentifier(text));
}

function rightmostName(name: ts.EntityName): string {
  return ts.isIdentifier(name) ? name.text : name.right.text;
}

function needsParentheses(node: ts.TypeNode): boolean {
  return ts.isUnionTypeNode(node) || ts.isIntersectionTypeNode(node) || ts.isFunctionTypeNode(node);
}

/** Prints a node of `file` on one line, import types replaced by public names or shapes. */
export function printResolved(checker: ts.TypeChecker, node: ts.Node, file: ts.SourceFile, depth = 0): string {
  const substituted = resolveImports(checker, node, file, depth, new Map());
  const text = collapse(printer.printNode(ts.EmitHint.Unspecified, substituted, file));
  return ts.isImportTypeNode(node) ? withoutOuterParentheses(text) : text;
}

/** `(A & B)` → `A & B`, but `(A) | (B)` stays as it is. */
function withoutOuterParentheses(text: string): string {
  if (!text.startsWith('(') || !text.endsWith(')')) return text;
  let open = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (text[index] === '(') open += 1;
    if (text[index] === ')') open -= 1;
    if (open === 0 && index < text.length - 1) return text;
  }
  return text.slice(1, -1);
}

function resolveImports(
  checker: ts.TypeChecker,
  node: ts.Node,
  file: ts.SourceFile,
  depth: number,
  parameters: ReadonlyMap<string, string>,
): ts.Node {
  const replace: ts.TransformerFactory<ts.Node> = (context) => (root) => {
    const visit = (child: ts.Node): ts.Node => {
      if (ts.isImportTypeNode(child) && child.qualifier && !child.isTypeOf) {
        return replaceImport(checker, child, file, depth);
      }
      if (ts.isTypeReferenceNode(child) && ts.isIdentifier(child.typeName) && !child.typeArguments) {
        const argument = parameters.get(child.typeName.text);
        if (argument !== undefined) return textNode(argument);
      }
      return ts.visitEachChild(child, visit, context);
    };
    return visit(root);
  };
  const result = ts.transform(node, [replace]);
  const transformed = result.transformed[0] ?? node;
  result.dispose();
  return transformed;
}

function replaceImport(checker: ts.TypeChecker, node: ts.ImportTypeNode, file: ts.SourceFile, depth: number) {
  const name = rightmostName(node.qualifier!);
  const argumentTexts = (node.typeArguments ?? []).map((argument) => printResolved(checker, argument, file, depth));
  const asName = () =>
    ts.factory.createTypeReferenceNode(name, argumentTexts.length > 0 ? argumentTexts.map(textNode) : undefined);
  const specifier =
    ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal) ? node.argument.literal.text : '';
  const isPublic = !specifier.startsWith('.') || publicNamesByChecker.get(checker)?.has(name);
  if (isPublic || depth >= maxExpansionDepth) return asName();
  const shape = expandedShape(checker, node, argumentTexts, depth + 1);
  return shape === undefined || shape.length > maxShapeLength ? asName() : textNode(shape);
}

/** Text of what a private alias or interface stands for, with the type arguments put in place of its parameters. */
function expandedShape(
  checker: ts.TypeChecker,
  node: ts.ImportTypeNode,
  argumentTexts: string[],
  depth: number,
): string | undefined {
  const type = checker.getTypeFromTypeNode(node);
  const symbol = type.aliasSymbol ?? type.getSymbol();
  const declaration = symbol?.declarations?.find(
    (candidate) => ts.isTypeAliasDeclaration(candidate) || ts.isInterfaceDeclaration(candidate),
  );
  if (!declaration || !(ts.isTypeAliasDeclaration(declaration) || ts.isInterfaceDeclaration(declaration))) {
    return undefined;
  }
  const file = declaration.getSourceFile();
  const parameters = new Map<string, string>();
  const print = (part: ts.Node) =>
    collapse(printer.printNode(ts.EmitHint.Unspecified, resolveImports(checker, part, file, depth, parameters), file));
  // A default may name an earlier parameter (`F = V`), so defaults are printed with the parameters set so far.
  declaration.typeParameters?.forEach((parameter, index) => {
    const text = argumentTexts[index] ?? (parameter.default && print(parameter.default));
    if (text !== undefined) parameters.set(parameter.name.text, text);
  });
  if (ts.isTypeAliasDeclaration(declaration)) {
    const text = print(declaration.type);
    return needsParentheses(declaration.type) ? `(${text})` : text;
  }
  const bases = (declaration.heritageClauses ?? []).flatMap((clause) => clause.types.map(print));
  const members = ts.factory.createTypeLiteralNode(declaration.members.map((member) => member as ts.TypeElement));
  const own = declaration.members.length > 0 ? [print(members)] : [];
  const parts = [...bases, ...own];
  if (parts.length === 0) return '{}';
  return parts.length === 1 ? parts[0] : `(${parts.join(' & ')})`;
}
