import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ADAPTER_LIBRARIES, ADAPTER_PACKAGES, DATE_LIBRARY_VERSIONS, isDateLibrary } from './date-libraries';

/** Packages every sandbox needs whatever the demo imports: React and MUI with its Emotion engine. */
export const BASE_PACKAGES = ['react', 'react-dom', '@emotion/react', '@emotion/styled', '@mui/material'] as const;
/** Tooling of a sandbox: Vite for both variants, TypeScript and React types for TS. */
export const TOOLING_PACKAGES = {
  JS: ['vite'],
  TS: ['vite', 'typescript', '@types/react', '@types/react-dom'],
} as const;

/** Reads the version of an installed package; the default reads `node_modules/<name>/package.json`. */
export type VersionReader = (name: string) => string | undefined;

export function readInstalledVersion(name: string, root = process.cwd()): string | undefined {
  try {
    const manifest = JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')) as {
      version?: unknown;
    };
    return typeof manifest.version === 'string' ? manifest.version : undefined;
  } catch {
    return undefined;
  }
}

/** `@mui/x-date-pickers/AdapterDayjs` → `@mui/x-date-pickers`; `dayjs/plugin/utc` → `dayjs`. */
export function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

/** Whether an import specifier names a file of the demo rather than a package. */
export function isRelative(specifier: string): boolean {
  return specifier.startsWith('./') || specifier.startsWith('../');
}

function adapterError(adapter: string, file: string): Error {
  const known = Object.keys(ADAPTER_LIBRARIES).join(', ');
  return new Error(
    `${file}: the date-picker adapter "${adapter}" cannot be mapped to a date library, so its sandbox cannot ` +
      `pin one. Fix: import one of ${known}, or add "${adapter}" with its library to ADAPTER_LIBRARIES in ` +
      `scripts/demos/date-libraries.ts.`,
  );
}

/**
 * The `dependencies` of a demo's sandbox: every imported package at the exact version the site runs,
 * the date library behind each date-picker adapter at its pinned version, and the base packages.
 * `imports` maps each file (for error messages) to the specifiers it imports.
 */
export function resolveDependencies(
  imports: ReadonlyMap<string, readonly string[]>,
  readVersion: VersionReader = readInstalledVersion,
): Record<string, string> {
  const wanted = new Map<string, string>();
  const pin = (name: string, file: string) => {
    const version = isDateLibrary(name) ? DATE_LIBRARY_VERSIONS[name] : readVersion(name);
    if (!version) {
      throw new Error(`${file}: imports "${name}", which is not installed. Fix: npm install -E ${name}.`);
    }
    wanted.set(name, version);
  };
  for (const name of BASE_PACKAGES) pin(name, 'sandbox');
  for (const [file, specifiers] of imports) {
    for (const specifier of specifiers) {
      if (isRelative(specifier)) continue;
      const name = packageName(specifier);
      pin(name, file);
      const subpath = specifier.slice(name.length + 1).split('/')[0] ?? '';
      if (ADAPTER_PACKAGES.includes(name) && subpath.startsWith('Adapter')) {
        const libraries = ADAPTER_LIBRARIES[subpath];
        if (!libraries) throw adapterError(subpath, file);
        for (const library of libraries) pin(library, file);
      }
    }
  }
  return Object.fromEntries([...wanted].sort(([a], [b]) => a.localeCompare(b)));
}

/** Versions of the sandbox tooling for each code variant. */
export function resolveTooling(readVersion: VersionReader = readInstalledVersion): {
  TS: Record<string, string>;
  JS: Record<string, string>;
} {
  const pick = (names: readonly string[]) =>
    Object.fromEntries(names.map((name) => [name, readVersion(name) ?? 'latest']));
  return { TS: pick(TOOLING_PACKAGES.TS), JS: pick(TOOLING_PACKAGES.JS) };
}
