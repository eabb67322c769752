import type ts from 'typescript';
import { typeCheckCompilerOptions } from './compiler-options';
import type { TypePack } from './type-pack-groups';

/** One problem in the edited code, by character offsets into the text that was checked. */
export interface TypeDiagnostic {
  from: number;
  to: number;
  /** 1-based line of `from`. */
  line: number;
  message: string;
  /** TypeScript's error code (e.g. 2322), shown as `TS2322`. */
  code: number;
}

/** Another file of the demo, under the flat `./name` the shown code imports it by. */
export interface CheckedFile {
  name: string;
  jsx: boolean;
  /** Its TypeScript source; empty when the page has not loaded it (it then counts as `any`). */
  code: string;
}

/** What to check: the edited demo file and the demo's other files. */
export interface CheckRequest {
  name: string;
  code: string;
  language: 'TS' | 'JS';
  files: CheckedFile[];
}

const DEMO_DIR = '/demo';
/** "Cannot find module" errors: a relative import of a file the page has not loaded is `any`, not an error. */
const MISSING_MODULE_CODES = new Set([2307, 2792]);

/**
 * A type checker for edited demos over a virtual file system: the type packs' declarations plus the demo's files under
 * `/demo/`. TypeScript code gets syntactic and semantic diagnostics; JavaScript only syntactic ones.
 */
export function createTypeChecker(typescript: typeof ts, packs: readonly TypePack[]) {
  const library = new Map<string, string>();
  for (const pack of packs) for (const [path, text] of Object.entries(pack.files)) library.set(path, text);
  const demoFiles = new Map<string, { text: string; version: number }>();
  const directories = new Set<string>(['/', DEMO_DIR]);
  for (const path of library.keys()) {
    for (let index = path.indexOf('/', 1); index !== -1; index = path.indexOf('/', index + 1)) {
      directories.add(path.slice(0, index));
    }
  }
  // The packs' options, plus JavaScript edits (checked for syntax only).
  const options: ts.CompilerOptions = { ...typeCheckCompilerOptions(typescript), allowJs: true, checkJs: false };
  const read = (path: string) => demoFiles.get(path)?.text ?? library.get(path);
  const host: ts.LanguageServiceHost = {
    getCompilationSettings: () => options,
    getScriptFileNames: () => [...demoFiles.keys()],
    getScriptVersion: (path) => String(demoFiles.get(path)?.version ?? 0),
    getScriptSnapshot: (path) => {
      const text = read(path);
      return text === undefined ? undefined : typescript.ScriptSnapshot.fromString(text);
    },
    getCurrentDirectory: () => DEMO_DIR,
    getDefaultLibFileName: () => '/lib/lib.d.ts',
    fileExists: (path) => read(path) !== undefined,
    readFile: read,
    directoryExists: (path) => directories.has(path.replace(/\/$/, '') || '/'),
    getDirectories: () => [],
    realpath: (path) => path,
  };
  const service = typescript.createLanguageService(host, typescript.createDocumentRegistry());

  const put = (path: string, text: string) => {
    const current = demoFiles.get(path);
    if (current?.text === text) return;
    demoFiles.set(path, { text, version: (current?.version ?? 0) + 1 });
  };

  return {
    /** Diagnostics of the edited file only, in source order. */
    check(request: CheckRequest): TypeDiagnostic[] {
      const extension = request.language === 'TS' ? 'tsx' : 'jsx';
      const main = `${DEMO_DIR}/${request.name}.${extension}`;
      const wanted = new Set([main]);
      put(main, request.code);
      for (const file of request.files) {
        if (!file.code) continue;
        const path = `${DEMO_DIR}/${file.name}.${file.jsx ? 'tsx' : 'ts'}`;
        wanted.add(path);
        put(path, file.code);
      }
      for (const path of [...demoFiles.keys()]) if (!wanted.has(path)) demoFiles.delete(path);
      const relativeNames = new Set(request.files.map((file) => `./${file.name}`));
      const found = [
        ...service.getSyntacticDiagnostics(main),
        ...(request.language === 'TS' ? service.getSemanticDiagnostics(main) : []),
      ];
      return found
        .filter((item) => {
          if (!MISSING_MODULE_CODES.has(item.code) || item.start === undefined) return true;
          const specifier = request.code.slice(item.start + 1, item.start + (item.length ?? 2) - 1);
          return !(specifier.startsWith('.') && (relativeNames.has(specifier) || request.files.length === 0));
        })
        .map((item) => {
          const from = item.start ?? 0;
          const to = from + (item.length ?? 0);
          const line = request.code.slice(0, from).split('\n').length;
          const message = typescript.flattenDiagnosticMessageText(item.messageText, '\n');
          return { from, to, line, message, code: item.code };
        })
        .sort((a, b) => a.from - b.from);
    },
  };
}

export type TypeChecker = ReturnType<typeof createTypeChecker>;
