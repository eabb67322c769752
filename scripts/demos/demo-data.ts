import type { CodeStyling } from '../../src/config/preferences/preference-rules';
import type { DemoData, DemoFile, DemoVariant } from '../../src/demos/demo-types';
import { highlightCode } from '../code/highlight';
import { collectDemoFiles, variantPaths } from './demo-files';
import { readInstalledVersion, resolveDependencies, resolveTooling, type VersionReader } from './dependencies';
import { toJavaScript } from './ts-to-js';

/** Shared files (demo data helpers) are converted and highlighted once per build, not once per demo. */
const fileCache = new Map<string, Promise<DemoFile>>();

function buildFile(file: ReturnType<typeof collectDemoFiles>[number]): Promise<DemoFile> {
  const key = `${file.path}\n${file.name}\n${file.source}`;
  let built = fileCache.get(key);
  if (!built) {
    built = convertFile(file);
    fileCache.set(key, built);
  }
  return built;
}

async function convertFile(file: ReturnType<typeof collectDemoFiles>[number]): Promise<DemoFile> {
  const js = await toJavaScript(file.source, file.path);
  const code = file.source.trimEnd();
  const jsCode = js.trimEnd();
  return {
    name: file.name,
    jsx: file.jsx,
    ts: { code, html: await highlightCode(code, file.jsx ? 'tsx' : 'ts') },
    js: { code: jsCode, html: await highlightCode(jsCode, file.jsx ? 'jsx' : 'js') },
  };
}

async function buildVariant(
  name: string,
  styling: CodeStyling,
  path: string,
  readVersion: VersionReader,
): Promise<DemoVariant> {
  // A variant's own file (`x.css.tsx`) is shown and sandboxed under the demo's name.
  const collected = collectDemoFiles(path).map((file, index) => (index === 0 ? { ...file, name } : file));
  const imports = new Map(collected.map((file) => [file.path, file.imports]));
  return {
    styling,
    files: await Promise.all(collected.map(buildFile)),
    dependencies: resolveDependencies(imports, readVersion),
    devDependencies: resolveTooling(readVersion),
  };
}

/**
 * Everything a demo shows besides the live component, made at build time: for each styling
 * variant, its files in TS and generated JS (highlighted), and the sandbox's pinned packages.
 */
export async function buildDemoData(
  name: string,
  demoPath: string,
  readVersion: VersionReader = readInstalledVersion,
): Promise<DemoData> {
  const variants = variantPaths(demoPath);
  const entries: [CodeStyling, string][] = [['system', demoPath]];
  if (variants.css) entries.push(['css', variants.css]);
  if (variants.tailwind) entries.push(['tailwind', variants.tailwind]);
  return {
    name,
    variants: await Promise.all(entries.map(([styling, path]) => buildVariant(name, styling, path, readVersion))),
  };
}
