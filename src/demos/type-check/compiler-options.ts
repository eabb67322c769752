import type ts from 'typescript';

/**
 * The compiler options of the demo type checker, in one place for both sides: scripts/type-packs/ builds the packs
 * with them and ./type-checker.ts checks edits with them (adding JavaScript): strict, React's automatic JSX runtime,
 * bundler resolution, ES2022 and the DOM. Takes the TypeScript module, which the worker loads itself.
 */
export function typeCheckCompilerOptions(typescript: typeof ts): ts.CompilerOptions {
  return {
    target: typescript.ScriptTarget.ES2022,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    module: typescript.ModuleKind.ESNext,
    moduleResolution: typescript.ModuleResolutionKind.Bundler,
    jsx: typescript.JsxEmit.ReactJSX,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    esModuleInterop: true,
    types: [],
  };
}
