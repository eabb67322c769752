import ts from 'typescript';

/**
 * The compiler options an edited demo is checked with (src/demos/type-check/type-checker.ts uses the same values):
 * the site's own settings for demos, strict, React's automatic JSX runtime, bundler resolution.
 */
export const TYPE_PACK_LIBS = ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'];

export const typePackCompilerOptions: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  lib: TYPE_PACK_LIBS,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  esModuleInterop: true,
  types: [],
};
