import type { ComponentType } from 'react';
import type { CodeVariant } from '../config/preferences/preference-rules';
import { evaluateInRunner } from './eval-realm';

/** Runs CommonJS code with named parameters; in the browser, in the runner document (src/demos/eval-realm.ts). */
export type Evaluate = (code: string, parameters: Record<string, unknown>) => Promise<void>;

/** Loaders of the modules an edited demo may import, keyed by the specifier the code uses. */
export type DemoScope = Record<string, () => Promise<unknown>>;

/** Modules every demo may use, whatever it imported before the edit. */
const BASE_SCOPE: DemoScope = {
  react: () => import('react'),
  'react/jsx-runtime': () => import('react/jsx-runtime'),
};

/** Every module the CommonJS output of Sucrase requires, in order, without repeats. */
export function requiredModules(code: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(/\brequire\((['"])([^'"]+)\1\)/g)) found.add(match[2]!);
  return [...found];
}

/**
 * Compiles an edited demo source in the browser: Sucrase (loaded on first use) strips types and JSX
 * into CommonJS, whose `require` is answered from the demo's scope. Resolves to the default export.
 * Rejects with a reader-facing message for syntax errors, unknown imports and a missing default export.
 */
export async function compileDemo(
  code: string,
  language: CodeVariant,
  scope: DemoScope,
  evaluate: Evaluate = evaluateInRunner,
): Promise<ComponentType> {
  const { transform } = await import('sucrase');
  const output = transform(code, {
    transforms: language === 'TS' ? ['typescript', 'jsx', 'imports'] : ['jsx', 'imports'],
    jsxRuntime: 'automatic',
    production: true,
    filePath: language === 'TS' ? 'demo.tsx' : 'demo.jsx',
  }).code;

  const loaders: DemoScope = { ...BASE_SCOPE, ...scope };
  const modules = new Map<string, unknown>();
  for (const specifier of requiredModules(output)) {
    const load = loaders[specifier];
    if (!load) {
      throw new Error(
        `Cannot import "${specifier}" here: the live editor offers only the imports this demo started with.`,
      );
    }
    modules.set(specifier, await load());
  }
  // Namespace objects lack `__esModule`, which Sucrase's interop checks before reading `default`.
  const require = (specifier: string) => ({ __esModule: true, ...(modules.get(specifier) as object) });
  const module: { exports: Record<string, unknown> } = { exports: {} };
  await evaluate(output, { require, exports: module.exports, module });
  const component = module.exports.default;
  if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) {
    throw new Error('The demo must have a default export: the component to render.');
  }
  return component as ComponentType;
}
