import { existsSync, readdirSync, statSync } from 'node:fs';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';

/**
 * Folder holding the content pages; `XDOCS_CONTENT_ROOT` points the build at any folder of Markdown inside the
 * project folder, given as an absolute path or relative to the working directory.
 */
export function getContentRoot(): string {
  return resolve(process.cwd(), process.env.XDOCS_CONTENT_ROOT || 'content');
}

/**
 * The one-line problem with a content root (missing folder, outside the project, no navigation file), or null when it can be
 * built. Checked before anything imports `pages.ts`, so a wrong root is a sentence, not a stack trace.
 */
export function contentRootProblem(root = getContentRoot()): string | null {
  const given = process.env.XDOCS_CONTENT_ROOT ? ` (XDOCS_CONTENT_ROOT=${process.env.XDOCS_CONTENT_ROOT})` : '';
  if (!existsSync(root) || !statSync(root).isDirectory()) {
    return `content root ${root}${given} is not a folder. Fix: point XDOCS_CONTENT_ROOT at a folder of content`;
  }
  const fromProject = relative(process.cwd(), root);
  if (fromProject === '..' || fromProject.startsWith(`..${sep}`) || isAbsolute(fromProject)) {
    return `content root ${root}${given} is outside the project folder ${process.cwd()}, which the bundle's page modules are read from. Fix: move the folder (or a copy) inside ${process.cwd()} and point XDOCS_CONTENT_ROOT at it`;
  }
  if (!existsSync(join(root, 'pages.ts'))) {
    return `content root ${root}${given} has no pages.ts. Fix: add the navigation file ${join(root, 'pages.ts')}`;
  }
  return null;
}

/**
 * Every English page file under the root (translations end in `.zh.mdx`). Every folder is searched, `demos/` too:
 * demo sources there are `.tsx`, and a page in a folder of that name is served like any other.
 */
export function listPageFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (name !== 'node_modules') walk(path);
      } else if (/\.mdx?$/.test(name) && !/\.[a-z]{2}\.mdx?$/.test(name)) {
        files.push(path);
      }
    }
  };
  walk(root);
  return files;
}

/** URL pathname of a page file: `introduction/index.mdx` → `/x/introduction`. */
export function pathnameOfFile(root: string, file: string): string {
  const rel = relative(root, file)
    .split(sep)
    .join('/')
    .replace(/\.mdx?$/, '');
  const withoutIndex = rel === 'index' ? '' : rel.replace(/\/index$/, '');
  return withoutIndex ? `/x/${withoutIndex}` : '/x';
}

/** The translation of a page file into a language: `items.mdx` → `items.zh.mdx`. */
export function translationFileOf(file: string, language: string): string {
  return file.replace(/\.(mdx?)$/, `.${language}.$1`);
}

/**
 * Paths the static build prerenders, relative to the `/x/` basename (the router adds it):
 * every page, plus the 404 page in each language (written out as 404.html and zh/404.html).
 */
export function listPrerenderPaths(root = getContentRoot(), generated: readonly string[] = []): string[] {
  const pages = listPageFiles(root).map((file) => pathnameOfFile(root, file).slice(2) || '/');
  const paths = [...pages, ...generated.map((pathname) => pathname.slice(2).replace(/\/$/, ''))];
  // Every page also exists in Chinese: translated where a translation is written, English otherwise.
  const chinese = paths.map((path) => (path === '/' ? '/zh' : `/zh${path}`));
  return [...paths, ...chinese, '/404', '/zh/404'];
}
