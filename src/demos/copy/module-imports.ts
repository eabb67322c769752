/**
 * The import declarations at the head of a demo's file, read without a parser: demo files are Prettier-formatted, so
 * their imports are the first statements and have a small set of shapes. Anything else reports `undefined`, and the
 * caller gives up on inlining (see `inlineDemoFiles`).
 */

/** One name an import declaration binds in the module. */
export interface ImportBinding {
  /** The module specifier, as written: `@mui/x-data-grid`, `./employee-columns`. */
  module: string;
  /** The exported name, `default` for a default import, `*` for a namespace import. */
  imported: string;
  /** The name the module uses. */
  local: string;
  /** An `import type` or `type` specifier: erased in JavaScript. */
  typeOnly: boolean;
}

/** A file split into its imports and the rest. */
export interface SplitModule {
  bindings: ImportBinding[];
  /** Modules imported for their effects only (`import './styles.css'`), in order. */
  sideEffects: string[];
  /** The file after its last import declaration. */
  body: string;
}

const IDENTIFIER = /^[\w$]+$/;
const SIDE_EFFECT = /import\s*(['"])([^'"\n]+)\1\s*;?/y;
const WITH_CLAUSE = /import\s+(type\s+)?([\w$\s{},*]+?)\s*from\s*(['"])([^'"\n]+)\3\s*;?/y;
const DIRECTIVE = /(['"])use (client|strict)\1\s*;?/y;
const LINE_COMMENT = /\/\/[^\n]*/y;
const BLOCK_COMMENT = /\/\*[\s\S]*?\*\//y;
const SPACE = /\s+/y;

/** The bindings of one import clause (`A, { b as c, type D }`), or undefined for a shape not handled. */
function clauseBindings(module: string, clause: string, typeAll: boolean): ImportBinding[] | undefined {
  const match = /^(?:([\w$]+)\s*(?:,\s*)?)?(?:\*\s*as\s+([\w$]+)|\{([^}]*)\})?$/.exec(clause.trim());
  if (!match || (!match[1] && !match[2] && match[3] === undefined)) return undefined;
  const [, defaultName, namespace, named] = match;
  const bindings: ImportBinding[] = [];
  if (defaultName) bindings.push({ module, imported: 'default', local: defaultName, typeOnly: typeAll });
  if (namespace) bindings.push({ module, imported: '*', local: namespace, typeOnly: typeAll });
  for (const part of (named ?? '').split(',')) {
    const specifier = part.trim();
    if (specifier === '') continue;
    const found = /^(type\s+)?([\w$]+)(?:\s+as\s+([\w$]+))?$/.exec(specifier);
    if (!found || !IDENTIFIER.test(found[2]!)) return undefined;
    const imported = found[2]!;
    bindings.push({ module, imported, local: found[3] ?? imported, typeOnly: typeAll || Boolean(found[1]) });
  }
  return bindings;
}

/** Tries `pattern` at `position`; the match, with the sticky pattern's end in `lastIndex`. */
function at(pattern: RegExp, source: string, position: number): RegExpExecArray | null {
  pattern.lastIndex = position;
  return pattern.exec(source);
}

/**
 * Splits a file into its leading import declarations and the rest. Leading comments and `'use client'` go; the rest
 * starts after the last import. Undefined when an import has a shape not handled here, or when an `import` statement
 * follows other code.
 */
export function splitImports(source: string): SplitModule | undefined {
  const bindings: ImportBinding[] = [];
  const sideEffects: string[] = [];
  let position = 0;
  let bodyStart = 0;
  for (;;) {
    const skipped = [SPACE, LINE_COMMENT, BLOCK_COMMENT, DIRECTIVE].find((pattern) => at(pattern, source, position));
    if (skipped) {
      position = skipped.lastIndex;
      continue;
    }
    if (!source.startsWith('import', position)) break;
    const effect = at(SIDE_EFFECT, source, position);
    if (effect) {
      sideEffects.push(effect[2]!);
      position = bodyStart = SIDE_EFFECT.lastIndex;
      continue;
    }
    const declaration = at(WITH_CLAUSE, source, position);
    const found = declaration && clauseBindings(declaration[4]!, declaration[2]!, Boolean(declaration[1]));
    if (!found) return undefined;
    bindings.push(...found);
    position = bodyStart = WITH_CLAUSE.lastIndex;
  }
  const body = source.slice(bodyStart).replace(/^\s*\n/, '');
  if (/^import[\s{*'"]/m.test(body)) return undefined;
  return { bindings, sideEffects, body };
}

/** `import …` lines for `bindings` (merged per module, first seen first) and the side-effect modules. */
export function printImports(bindings: readonly ImportBinding[], sideEffects: readonly string[]): string {
  const modules = [...new Set([...sideEffects, ...bindings.map((binding) => binding.module)])];
  const lines: string[] = [];
  for (const module of modules) {
    const from = `from '${module}';`;
    if (sideEffects.includes(module)) lines.push(`import '${module}';`);
    const own = bindings.filter((binding) => binding.module === module);
    const defaults = own.filter((binding) => binding.imported === 'default');
    const named = own.filter((binding) => binding.imported !== 'default' && binding.imported !== '*');
    for (const binding of own.filter((item) => item.imported === '*')) {
      lines.push(`import ${binding.typeOnly ? 'type ' : ''}* as ${binding.local} ${from}`);
    }
    const allTypes = named.length > 0 && named.every((binding) => binding.typeOnly) && defaults.length === 0;
    const specifiers = named.map((binding) => {
      const name = binding.imported === binding.local ? binding.local : `${binding.imported} as ${binding.local}`;
      return binding.typeOnly && !allTypes ? `type ${name}` : name;
    });
    // A type-only default import cannot share a declaration with named bindings: it gets its own.
    const first = defaults.find((binding) => !binding.typeOnly);
    const head = [first?.local, specifiers.length > 0 ? `{ ${specifiers.join(', ')} }` : undefined].filter(Boolean);
    if (head.length > 0) {
      const line = `import ${allTypes ? 'type ' : ''}${head.join(', ')} ${from}`;
      const list = specifiers.map((specifier) => `  ${specifier},\n`).join('');
      lines.push(
        line.length <= 120 || specifiers.length === 0
          ? line
          : `import ${allTypes ? 'type ' : ''}${first ? `${first.local}, ` : ''}{\n${list}} ${from}`,
      );
    }
    for (const binding of defaults.filter((item) => item !== first)) {
      lines.push(`import ${binding.typeOnly ? 'type ' : ''}${binding.local} ${from}`);
    }
  }
  return lines.join('\n');
}
