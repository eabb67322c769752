import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { setPublicNames } from './import-types';

/** A package to read: its name and the folder holding its `package.json`. */
export interface PackageEntry {
  name: string;
  dir: string;
}

/** The compiled declarations plus the handles the extractor needs. */
export interface ApiProgram {
  program: ts.Program;
  checker: ts.TypeChecker;
  /** `React.ReactNode`, to tell components from other functions. */
  reactNode: ts.Type;
  /** Module symbol of a package's entry declaration file. */
  entryModule(entry: PackageEntry): ts.Symbol;
  /** Module symbol of a declaration file, when the program holds it. */
  moduleOf(file: string): ts.Symbol | undefined;
}

const probeFile = resolve('__api_probe__.ts');
const probeText = "import type { ReactNode } from 'react';\nexport type ApiProbeNode = ReactNode;\n";

/** The entry declaration file of a package: `index.d.ts`, else `esm/index.d.ts`. */
export function entryFile(entry: PackageEntry): string {
  const root = join(entry.dir, 'index.d.ts');
  return existsSync(root) ? root : join(entry.dir, 'esm', 'index.d.ts');
}

/** Folder of an installed package, resolved from the project root. */
export function packageDir(name: string, from = process.cwd()): string {
  return join(from, 'node_modules', name);
}

/** Version field of a package's `package.json`. */
export function packageVersion(dir: string): string {
  const json = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version?: string };
  return json.version ?? 'unknown';
}

/**
 * One program over every entry file (declarations only, no emit), plus a virtual probe file that
 * names `React.ReactNode` so component return types can be checked by assignability.
 */
export function createApiProgram(entries: PackageEntry[]): ApiProgram {
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    types: [],
  };
  const host = ts.createCompilerHost(options, true);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (file) => (file === probeFile ? probeText : readFile(file));
  host.fileExists = (file) => file === probeFile || fileExists(file);
  host.getSourceFile = (file, languageVersion, onError, shouldCreate) =>
    file === probeFile
      ? ts.createSourceFile(file, probeText, languageVersion, true)
      : getSourceFile(file, languageVersion, onError, shouldCreate);

  const roots = [probeFile, ...entries.map(entryFile)];
  const program = ts.createProgram({ rootNames: roots, options, host });
  const checker = program.getTypeChecker();

  const moduleOf = (file: string): ts.Symbol | undefined => {
    const source = program.getSourceFile(file);
    return source ? checker.getSymbolAtLocation(source) : undefined;
  };
  const probe = moduleOf(probeFile);
  const nodeSymbol = probe && checker.getExportsOfModule(probe).find((s) => s.name === 'ApiProbeNode');
  if (!nodeSymbol) throw new Error(`${probeFile}: could not resolve React.ReactNode. Fix: install @types/react.`);
  const reactNode = checker.getDeclaredTypeOfSymbol(nodeSymbol);
  const entryModules = entries.map((entry) => moduleOf(entryFile(entry)));
  const exported = entryModules.flatMap((module) => (module ? checker.getExportsOfModule(module) : []));
  setPublicNames(checker, new Set(exported.map((symbol) => symbol.name)));

  return {
    program,
    checker,
    reactNode,
    moduleOf,
    entryModule(entry) {
      const file = entryFile(entry);
      const symbol = moduleOf(file);
      if (!symbol) throw new Error(`${file}: not a module the compiler could read. Fix: reinstall ${entry.name}.`);
      return symbol;
    },
  };
}
