/**
 * The type packs: the declaration files (.d.ts) an edited demo is type-checked against in the reader's browser
 * (src/demos/type-check/). A TypeScript program over a stub that imports every module specifier the demos import
 * lists every declaration file reachable from them, plus the TypeScript libraries for ES2022 and the DOM; they are
 * split into packs (src/demos/type-check/type-pack-groups.ts) so a Data Grid edit does not fetch the charts' types.
 * Build-time only: reads node_modules, never renders.
 */
import { dirname, join, relative, sep } from 'node:path';
import ts from 'typescript';
import { typeCheckCompilerOptions } from '../../src/demos/type-check/compiler-options';
import { TYPE_PACK_NAMES, typePackOf, type TypePackName } from '../../src/demos/type-check/type-pack-groups';

/** The options the browser checks edits with: the packs must resolve what those options resolve. */
const typePackCompilerOptions = typeCheckCompilerOptions(ts);

/** One pack, ready to write: its files under their virtual paths (`/lib/…`, `/node_modules/…`). */
export interface BuiltTypePack {
  name: TypePackName;
  files: Record<string, string>;
}

/** Fields of a package.json that module resolution reads; the rest is left out of the packs. */
const RESOLUTION_FIELDS = ['name', 'version', 'type', 'main', 'module', 'types', 'typings', 'typesVersions', 'exports'];

/** JSDoc blocks on lines of their own: the checker shows diagnostics, never hover documentation. */
export function stripDocComments(text: string): string {
  return text.replace(/^[ \t]*\/\*\*(?:[^*]|\*(?!\/))*\*\/[ \t]*\r?\n/gm, '');
}

function createHost(root: string, stubs: Map<string, string>): ts.CompilerHost {
  const host = ts.createCompilerHost(typePackCompilerOptions, true);
  const cache = new Map<string, ts.SourceFile | undefined>();
  const { getSourceFile, fileExists, readFile } = host;
  host.getCurrentDirectory = () => root;
  host.fileExists = (file) => stubs.has(file) || fileExists.call(host, file);
  host.readFile = (file) => stubs.get(file) ?? readFile.call(host, file);
  host.getSourceFile = (file, language, onError) => {
    const stub = stubs.get(file);
    if (stub !== undefined) return ts.createSourceFile(file, stub, language, true);
    if (!cache.has(file)) cache.set(file, getSourceFile.call(host, file, language, onError));
    return cache.get(file);
  };
  return host;
}

/** The virtual path the browser's checker sees a file under. */
function virtualPath(root: string, file: string): string {
  const libDir = dirname(ts.getDefaultLibFilePath(typePackCompilerOptions));
  if (dirname(file) === libDir) return `/lib/${file.slice(libDir.length + 1)}`;
  return `/${relative(root, file).split(sep).join('/')}`;
}

/**
 * Every declaration file a program over these specifiers reaches, by absolute path. Throws, naming the specifier,
 * when one has no declarations: a demo importing it could not be checked.
 */
function reachableFiles(
  root: string,
  host: ts.CompilerHost,
  stubs: Map<string, string>,
  stub: string,
  sideEffectOnly: ReadonlySet<string>,
): string[] {
  const specifiers = [...(stubs.get(stub) ?? '').matchAll(/from '([^']+)'/g)].map((match) => match[1]!);
  const untyped: string[] = [];
  for (const specifier of specifiers) {
    const resolved = ts.resolveModuleName(specifier, stub, typePackCompilerOptions, host).resolvedModule;
    const typed = resolved !== undefined && /\.d\.[cm]?ts$/.test(resolved.resolvedFileName);
    if (!typed && sideEffectOnly.has(specifier)) untyped.push(specifier);
    else if (!typed || !/\.d\.[cm]?ts$/.test(resolved.resolvedFileName)) {
      throw new Error(
        `type packs: "${specifier}", which a demo imports, has no type declarations in ${relative(process.cwd(), root) || '.'}/node_modules` +
          `${resolved ? ` (it resolves to ${relative(root, resolved.resolvedFileName)})` : ''}. ` +
          'Fix: install the package (or its @types package), or stop importing it from demos.',
      );
    }
  }
  if (untyped.length > 0) {
    stubs.set(
      stub,
      (stubs.get(stub) ?? '')
        .split('\n')
        .filter((line) => !untyped.some((specifier) => line.endsWith(` from '${specifier}';`)))
        .join('\n'),
    );
  }
  const program = ts.createProgram({ rootNames: [stub], options: typePackCompilerOptions, host });
  return program
    .getSourceFiles()
    .map((file) => file.fileName)
    .filter((file) => file !== stub);
}

/** The package.json files module resolution reads for these files: each package's, and any in a folder between. */
function packageJsonFiles(root: string, files: Iterable<string>, host: ts.CompilerHost): Map<string, string> {
  const found = new Map<string, string>();
  const modules = join(root, 'node_modules');
  for (const file of files) {
    for (let dir = dirname(file); dir.startsWith(modules + sep); dir = dirname(dir)) {
      const candidate = join(dir, 'package.json');
      if (found.has(candidate) || !host.fileExists(candidate)) continue;
      const manifest = JSON.parse(host.readFile(candidate) ?? '{}') as Record<string, unknown>;
      const kept = Object.fromEntries(
        RESOLUTION_FIELDS.filter((key) => key in manifest).map((key) => [key, manifest[key]]),
      );
      found.set(candidate, JSON.stringify(kept));
    }
  }
  return found;
}

/**
 * Builds the packs for the specifiers demos import (bare specifiers only; `sideEffectOnly` ones may lack declarations). `base` gets the libraries, everything the
 * base specifiers reach, every file two products share and every package.json; each product pack gets the rest of
 * what its specifiers reach.
 */
export function buildTypePacks(
  specifiers: Iterable<string>,
  {
    root = process.cwd(),
    stripDocs = true,
    sideEffectOnly = new Set(),
  }: { root?: string; stripDocs?: boolean; sideEffectOnly?: ReadonlySet<string> } = {},
): BuiltTypePack[] {
  const byPack = new Map<TypePackName, Set<string>>(TYPE_PACK_NAMES.map((name) => [name, new Set()]));
  for (const specifier of ['react', 'react/jsx-runtime', ...specifiers])
    byPack.get(typePackOf(specifier))!.add(specifier);
  const stubs = new Map(
    [...byPack].map(([name, group]) => [
      join(root, `__type-pack-${name}.ts`),
      [...group].map((specifier, index) => `import * as m${index} from '${specifier}';`).join('\n'),
    ]),
  );
  const host = createHost(root, stubs);
  const reached = new Map(
    [...byPack.keys()].map((name) => [
      name,
      reachableFiles(root, host, stubs, join(root, `__type-pack-${name}.ts`), sideEffectOnly),
    ]),
  );
  const owners = new Map<string, TypePackName[]>();
  for (const [name, files] of reached) for (const file of files) owners.set(file, [...(owners.get(file) ?? []), name]);
  const packOfFile = (file: string, names: TypePackName[]): TypePackName =>
    names.includes('base') || names.length > 1 ? 'base' : names[0]!;
  const packs = new Map<TypePackName, Record<string, string>>(TYPE_PACK_NAMES.map((name) => [name, {}]));
  for (const [file, names] of owners) {
    const text = host.readFile(file) ?? '';
    packs.get(packOfFile(file, names))![virtualPath(root, file)] = stripDocs ? stripDocComments(text) : text;
  }
  for (const [file, text] of packageJsonFiles(root, owners.keys(), host))
    packs.get('base')![virtualPath(root, file)] = text;
  return TYPE_PACK_NAMES.map((name) => ({ name, files: packs.get(name)! }));
}
