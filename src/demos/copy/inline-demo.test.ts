import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { collectDemoFiles, type CollectedFile } from '../../../scripts/demos/demo-files';
import { toJavaScript } from '../../../scripts/demos/ts-to-js';
import { demoCopyText, inlineDemoFiles, type CopyFile } from './inline-demo';

const CONTENT = join(__dirname, '../../../content');

function tsFiles(collected: CollectedFile[]): CopyFile[] {
  return collected.map((file) => ({
    name: file.name,
    fileName: `${file.name}.${file.jsx ? 'tsx' : 'ts'}`,
    code: file.source,
  }));
}

/** Every demo's main file (styling variants have the same helpers). */
function allDemos(): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (folder.endsWith('/demos') && /^[^.]+\.tsx$/.test(entry.name)) found.push(path);
    }
  };
  walk(CONTENT);
  return found;
}

/** Relative module specifiers the text still imports. */
const relativeImports = (code: string) =>
  ts
    .preProcessFile(code, true, true)
    .importedFiles.map((file) => file.fileName)
    .filter((name) => name.startsWith('.'));

/** Syntax errors of `code` read as `fileName`. */
function syntaxErrors(code: string, fileName: string): string[] {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true);
  const diagnostics = (source as unknown as { parseDiagnostics: ts.Diagnostic[] }).parseDiagnostics;
  return diagnostics.map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

const libraries = new Map<string, ts.SourceFile | undefined>();

/** Names declared twice, or used but declared nowhere (packages are not resolved: their imports count as declared). */
function scopeErrors(modules: Map<string, string>): string[] {
  const options: ts.CompilerOptions = {
    noEmit: true,
    noResolve: true,
    jsx: ts.JsxEmit.Preserve,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  host.readFile = (file) => modules.get(file) ?? readFile(file);
  host.fileExists = (file) => modules.has(file) || ts.sys.fileExists(file);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (file, language) => {
    if (modules.has(file)) return ts.createSourceFile(file, modules.get(file)!, language, true);
    // The standard library is parsed once for all the programs of this file.
    if (!libraries.has(file)) libraries.set(file, getSourceFile(file, language));
    return libraries.get(file);
  };
  const program = ts.createProgram([...modules.keys()], options, host);
  // Duplicate identifier, cannot redeclare, duplicate function, import conflicts with a declaration, cannot find name.
  const codes = new Set([2300, 2451, 2393, 2440, 2304, 2552]);
  return [...modules.keys()].flatMap((file) =>
    program
      .getSemanticDiagnostics(program.getSourceFile(file))
      .filter((diagnostic) => codes.has(diagnostic.code))
      .map((diagnostic) => `${file}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`),
  );
}

describe('Copy of a demo that imports helper files', () => {
  const sortingBasic = collectDemoFiles(join(CONTENT, 'react-data-grid/demos/sorting-basic.tsx'));

  it('gives "sorting-basic" as one TypeScript file that parses and imports no file of ours', () => {
    expect(sortingBasic.length).toBeGreaterThan(2);
    const copied = demoCopyText(tsFiles(sortingBasic));
    expect(relativeImports(copied)).toEqual([]);
    expect(syntaxErrors(copied, 'sorting-basic.tsx')).toEqual([]);
    expect(scopeErrors(new Map([['/copied/sorting-basic.tsx', copied]]))).toEqual([]);
    const comment = copied.split('\n').filter((line) => line.startsWith('// '));
    expect(comment[0]).toBe(
      `// sorting-basic.tsx, with the ${sortingBasic.length - 1} files it imports written into it so that it runs on its own:`,
    );
    for (const helper of sortingBasic.slice(1)) {
      expect(copied).toContain(`\n// ${helper.name}.${helper.jsx ? 'tsx' : 'ts'}\n`);
    }
    expect(copied).toContain('\nfunction useDemoData');
    expect(copied.split("from '@mui/x-data-grid';")).toHaveLength(2);
    expect(copied).toMatch(/^import \{[^}]*\bDataGrid,[^}]*\} from '@mui\/x-data-grid';$/m);
    // The demo comes last, after everything it uses, and keeps its default export.
    expect(copied.trimEnd().endsWith(sortingBasic[0]!.source.split('\n').slice(-2).join('\n').trimEnd())).toBe(true);
    expect(copied.match(/^export default function/gm)).toHaveLength(1);
  });

  it('gives its JavaScript twin as one file too', async () => {
    const files = await Promise.all(
      sortingBasic.map(async (file) => ({
        name: file.name,
        fileName: `${file.name}.js`,
        code: await toJavaScript(file.source, file.path),
      })),
    );
    const copied = demoCopyText(files);
    expect(relativeImports(copied)).toEqual([]);
    expect(syntaxErrors(copied, 'sorting-basic.jsx')).toEqual([]);
    expect(scopeErrors(new Map([['/copied/sorting-basic.jsx', copied]]))).toEqual([]);
  });

  it('inlines nearly every multi-file demo into a module that parses, and names the files otherwise', () => {
    const inlined = new Map<string, string>();
    const notes: string[] = [];
    for (const path of allDemos()) {
      const files = tsFiles(collectDemoFiles(path));
      if (files.length < 2) continue;
      const result = inlineDemoFiles(files);
      if (result.code !== undefined) {
        expect(relativeImports(result.code), path).toEqual([]);
        expect(syntaxErrors(result.code, files[0]!.fileName), path).toEqual([]);
        inlined.set(`/copied/${inlined.size}-${files[0]!.fileName}`, result.code);
        continue;
      }
      const copied = demoCopyText(files);
      for (const helper of files.slice(1)) expect(copied.split('\n')[0]).toContain(helper.fileName);
      notes.push(`${path}: ${result.problem}`);
    }
    expect(inlined.size).toBeGreaterThan(400);
    expect(notes.length).toBeLessThan(inlined.size / 20);
    // Each name declared once and every name found: checked on a sample (a whole-site check takes minutes).
    const sample = new Map([...inlined].filter((_, index) => index % 40 === 0));
    expect(scopeErrors(sample)).toEqual([]);
  }, 120_000);
});

describe('inlineDemoFiles', () => {
  const file = (name: string, code: string): CopyFile => ({ name, fileName: `${name}.ts`, code });

  it('merges package imports, drops the helper exports, and puts helpers before the files that use them', () => {
    const result = inlineDemoFiles([
      file(
        'demo',
        "import Box from '@mui/material/Box';\nimport { b } from './b';\n\nexport default function Demo() {\n  return b;\n}\n",
      ),
      file(
        'b',
        "import { a } from './a';\nimport { type Theme, styled } from '@mui/material/styles';\n\nexport const b = a + 1;\n",
      ),
      file(
        'a',
        "import type { Theme } from '@mui/material/styles';\nimport Box from '@mui/material/Box';\n\n/** One. */\nexport const a = 1;\nexport { a as one };\n",
      ),
    ]);
    expect(result.problem).toMatch(/a\.ts: an export that cannot be inlined/);
  });

  it('gives a runnable order and one import line per package', () => {
    const result = inlineDemoFiles([
      file(
        'demo',
        "import Box from '@mui/material/Box';\nimport { b } from './b';\n\nexport default function Demo() {\n  return b;\n}\n",
      ),
      file(
        'b',
        "import { a } from './a';\nimport { type Theme, styled } from '@mui/material/styles';\n\nexport const b = a + 1;\n",
      ),
      file(
        'a',
        "'use client';\nimport type { Theme } from '@mui/material/styles';\nimport Box from '@mui/material/Box';\n\n/** One. */\nexport const a = 1;\n",
      ),
    ]);
    expect(result.code).toBe(
      [
        '// demo.ts, with the 2 files it imports written into it so that it runs on its own:',
        '// a.ts, b.ts.',
        "import { type Theme, styled } from '@mui/material/styles';",
        "import Box from '@mui/material/Box';",
        '',
        '// a.ts\n/** One. */\nconst a = 1;\n',
        '// b.ts\nconst b = a + 1;\n',
        '// demo.ts\nexport default function Demo() {\n  return b;\n}\n',
      ].join('\n'),
    );
  });

  it('does not inline a helper that re-exports another module', () => {
    const result = inlineDemoFiles([
      file('demo', "import { a } from './b';\n\nexport default function Demo() {\n  return a;\n}\n"),
      file('b', "export { a } from '@acme/a';\nexport const b = 1;\n"),
    ]);
    expect(result.problem).toBe('b.ts: an export that cannot be inlined');
  });

  it('falls back to a note naming the other files when two files declare the same name', () => {
    const files = [
      file(
        'demo',
        "import { rows } from './data';\n\nconst columns = [];\nexport default function Demo() {\n  return [rows, columns];\n}\n",
      ),
      file('data', 'export const rows = [];\nexport const columns = [];\n'),
    ];
    expect(inlineDemoFiles(files).problem).toBe('demo.ts: "columns" is declared by another file too');
    expect(demoCopyText(files).split('\n')[0]).toBe(
      '// This demo imports 1 more files: copy data.ts beside it (or open it in a sandbox, which has them all).',
    );
    expect(demoCopyText(files.slice(0, 1))).toBe(files[0]!.code);
  });
});
