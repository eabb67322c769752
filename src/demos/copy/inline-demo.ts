import type { DemoVariant } from '../demo-types';
import { printImports, splitImports, type ImportBinding, type SplitModule } from './module-imports';

/** One file of a demo as Copy sees it: flat name (`employee-columns`) and code in the chosen language. */
export interface CopyFile {
  name: string;
  /** The file name shown in the tabs, with its extension: `employee-columns.tsx`. */
  fileName: string;
  code: string;
}

const TOP_LEVEL_NAME =
  /^(?:export\s+)?(?:default\s+)?(?:declare\s+)?(?:async\s+)?(?:abstract\s+)?(?:const|let|var|function\*?|class|type|interface|enum|namespace)\s+([\w$]+)/gm;

/** Names a file declares at its top level (Prettier puts them at the start of a line). */
function topLevelNames(body: string): Set<string> {
  return new Set(Array.from(body.matchAll(TOP_LEVEL_NAME), (match) => match[1]!));
}

/**
 * A helper file's body as part of one module: its `export` keywords removed. Undefined when that is not sound: an
 * anonymous default export, a renamed or re-exported name, a destructured top-level declaration. `defaultName` is the
 * name its default export has.
 */
function asInlined(body: string): { code: string; defaultName?: string } | undefined {
  if (/^(?:export\s+)?(?:const|let|var)\s*[[{]/m.test(body)) return undefined;
  let defaultName: string | undefined;
  const code = body
    .replace(/^export\s+default\s+((?:async\s+)?function\*?|(?:abstract\s+)?class)\s+([\w$]+)/gm, (_, kind, name) => {
      defaultName = name as string;
      return `${kind as string} ${name as string}`;
    })
    .replace(
      /^export\s+(?=(?:declare\s+)?(?:async\s+)?(?:abstract\s+)?(?:const|let|var|function|class|type|interface|enum)\b)/gm,
      '',
    )
    // A local export list ends its line; one followed by `from` re-exports another module and is left to fail below.
    .replace(/^export\s+(?:type\s+)?\{([^}]*)\}[ \t]*;?[ \t]*(?:\n|$)/gm, (all, names: string) =>
      /\bas\b/.test(names) ? all : '',
    );
  if (/^export\b/m.test(code)) return undefined;
  return { code, defaultName };
}

/** The files in an order where each comes after the files it imports; undefined for a cycle. */
function dependencyOrder(files: readonly CopyFile[], split: Map<string, SplitModule>): CopyFile[] | undefined {
  const byName = new Map(files.map((file) => [file.name, file]));
  const ordered: CopyFile[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (file: CopyFile): boolean => {
    const seen = state.get(file.name);
    if (seen) return seen === 'done';
    state.set(file.name, 'visiting');
    for (const binding of split.get(file.name)!.bindings) {
      const target = byName.get(binding.module.slice(2));
      if (isRelative(binding.module) && target && !visit(target)) return false;
    }
    state.set(file.name, 'done');
    ordered.push(file);
    return true;
  };
  return files.every(visit) ? ordered : undefined;
}

/** `items` joined by commas in lines of at most about 100 characters. */
function wrapList(items: readonly string[]): string[] {
  const lines: string[] = [];
  for (const [index, item] of items.entries()) {
    const text = index < items.length - 1 ? `${item},` : `${item}.`;
    const last = lines.length - 1;
    if (last >= 0 && lines[last]!.length + text.length < 100) lines[last] += ` ${text}`;
    else lines.push(text);
  }
  return lines;
}

/** The demo as one file, or why it cannot be written as one. */
export type InlineResult = { code: string; problem?: undefined } | { code?: undefined; problem: string };

const isRelative = (specifier: string) => specifier.startsWith('./') || specifier.startsWith('../');

/**
 * The demo (the first file) with the files it imports by a relative path written into it, so the text runs when
 * pasted on its own: one merged block of package imports, then each helper's code (its `export`s removed) after the
 * files it needs, then the demo. Undefined when that would not be the same program: a shape of import or export not
 * handled, a name two files declare, an import of a file not in the list, or files that import each other.
 */
export function inlineDemoFiles(files: readonly CopyFile[]): InlineResult {
  const [main] = files;
  if (!main) return { problem: 'no files' };
  const split = new Map<string, SplitModule>();
  for (const file of files) {
    const parts = splitImports(file.code);
    if (!parts) return { problem: `${file.fileName}: an import not read` };
    split.set(file.name, parts);
  }
  const order = dependencyOrder(files, split);
  if (!order) return { problem: 'files that import each other' };

  const bodies = new Map<string, { code: string; defaultName?: string }>();
  for (const file of order) {
    const body = split.get(file.name)!.body;
    const inlined = file === main ? { code: body } : asInlined(body);
    if (!inlined) return { problem: `${file.fileName}: an export that cannot be inlined` };
    bodies.set(file.name, inlined);
  }

  // Every top-level name, from declarations and package imports alike, must belong to one file only.
  const owners = new Map<string, string>();
  const packageImports = new Map<string, ImportBinding>();
  const claim = (name: string, owner: string) => {
    const current = owners.get(name);
    if (current !== undefined && current !== owner) return false;
    owners.set(name, owner);
    return true;
  };
  const sideEffects: string[] = [];
  for (const file of order) {
    const { bindings, sideEffects: effects } = split.get(file.name)!;
    for (const name of topLevelNames(bodies.get(file.name)!.code)) {
      if (!claim(name, file.name)) return { problem: `${file.fileName}: "${name}" is declared by another file too` };
    }
    sideEffects.push(...effects.filter((module) => !sideEffects.includes(module)));
    for (const binding of bindings) {
      if (isRelative(binding.module)) {
        const target = bodies.get(binding.module.slice(2));
        const exported = binding.imported === 'default' ? target?.defaultName : binding.imported;
        if (!target || binding.imported === '*' || exported !== binding.local) {
          return { problem: `${file.fileName}: import of "${binding.local}" from "${binding.module}"` };
        }
        continue;
      }
      const key = `${binding.module}\n${binding.imported}`;
      const known = packageImports.get(binding.local);
      // The same type from two packages of one family (`GridColDef` from the grid and from Pro, which re-exports it).
      if (known && known.typeOnly && binding.typeOnly && known.imported === binding.imported) continue;
      if (!claim(binding.local, `import ${key}`)) {
        return {
          problem: `${file.fileName}: "${binding.local}" is imported from "${binding.module}" and declared or imported elsewhere too`,
        };
      }
      packageImports.set(binding.local, known ? { ...known, typeOnly: known.typeOnly && binding.typeOnly } : binding);
    }
  }

  const helpers = order.filter((file) => file !== main).map((file) => file.fileName);
  const sections = order.map((file) => `// ${file.fileName}\n${bodies.get(file.name)!.code.trim()}\n`);
  const imports = printImports([...packageImports.values()], sideEffects);
  const code = [
    `// ${main.fileName}, with the ${helpers.length} files it imports written into it so that it runs on its own:`,
    ...wrapList(helpers).map((line) => `// ${line}`),
    ...(imports ? [imports, ''] : []),
    sections.join('\n'),
  ].join('\n');
  return { code };
}

/**
 * What Copy gives for a demo's first file: the file itself when it stands alone, else the demo with its helper files
 * written into it ({@link inlineDemoFiles}), else the demo with a first line naming the files to copy beside it.
 */
export function demoCopyText(files: readonly CopyFile[]): string {
  const [main, ...helpers] = files;
  if (!main) return '';
  if (helpers.length === 0) return main.code;
  // A helper whose code has not arrived (offline without the highlighting chunk) cannot be written in.
  const inlined = helpers.some((file) => file.code === '') ? { code: undefined } : inlineDemoFiles(files);
  return (
    inlined.code ??
    `// This demo imports ${helpers.length} more files: copy ${helpers.map((file) => file.fileName).join(', ')} ` +
      `beside it (or open it in a sandbox, which has them all).\n${main.code}`
  );
}

/** A variant's files as Copy sees them in `language`, named as the file tabs name them (`displayFileName`). */
export function copyFilesOf(variant: DemoVariant, language: 'TS' | 'JS'): CopyFile[] {
  return variant.files.map((file) => {
    const extension = language === 'TS' ? (file.jsx ? 'tsx' : 'ts') : 'js';
    return {
      name: file.name,
      fileName: `${file.name}.${extension}`,
      code: (language === 'TS' ? file.ts : file.js).code,
    };
  });
}
