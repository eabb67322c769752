/**
 * Builds `out/mcp/demos.json`: each demo's files in TS and JS and its sandbox's pinned packages, exactly as the page
 * shows and exports them. The texts are the ones the site build already made (`scripts/remark-demos.ts` writes each
 * demo's TS, JS twin and highlighting to `.generated/demo-highlighting/`); file names and packages come from the same
 * functions the build uses (`collectDemoFiles`, `resolveDependencies`), so the MCP answer cannot drift from the page.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { DemoHighlighting } from '../../src/demos/demo-types';
import type { McpDemoFile, McpDemosFile, McpDemoVariant, McpPage } from '../../src/mcp/mcp-data';
import { collectDemoFiles, variantPaths, type CollectedFile } from '../demos/demo-files';
import { resolveDependencies, resolveTooling } from '../demos/dependencies';
import { toJavaScript } from '../demos/ts-to-js';

/** Where `scripts/remark-demos.ts` writes a demo's highlighting, keyed as it keys it. */
function highlightingFile(demoPath: string): string {
  const id = createHash('sha256').update(relative(process.cwd(), demoPath)).digest('hex').slice(0, 16);
  return join(process.cwd(), '.generated', 'demo-highlighting', `${id}.json`);
}

function fileKey(file: McpDemoFile): string {
  return createHash('sha256').update(JSON.stringify(file)).digest('hex').slice(0, 12);
}

/** The page file of an English pathname: `content/react-data-grid/sorting.mdx` or `…/index.mdx`. */
function pageFileOf(contentRoot: string, pathname: string): string | undefined {
  const rest = pathname.replace(/^\/x\/?/, '').replace(/\/$/, '');
  const candidates = rest ? [`${rest}.mdx`, `${rest}.md`, `${rest}/index.mdx`] : ['index.mdx'];
  return candidates.map((candidate) => join(contentRoot, candidate)).find((file) => existsSync(file));
}

/** A file's TS and JS as the build makes them (`convertFile` in scripts/demos/demo-data.ts), for a demo it did not. */
async function convert(file: CollectedFile): Promise<{ tsCode: string; jsCode: string }> {
  return { tsCode: file.source.trimEnd(), jsCode: (await toJavaScript(file.source, file.path)).trimEnd() };
}

/**
 * Every demo of the given pages. A demo whose texts the build did not write (one added since, or a step run on its
 * own over an older out/) is converted here the same way, which takes a moment per file.
 */
export async function createDemosData(contentRoot: string, pages: readonly McpPage[]): Promise<McpDemosFile> {
  const data: McpDemosFile = { files: {}, pages: {} };
  const tooling = resolveTooling();
  for (const page of pages) {
    if (page.demos.length === 0) continue;
    const pageFile = pageFileOf(contentRoot, page.pathname);
    if (!pageFile) throw new Error(`${page.pathname}: no page file under ${contentRoot} for its demos`);
    const demos: Record<string, McpDemoVariant[]> = {};
    for (const name of page.demos) {
      const demoPath = join(dirname(pageFile), 'demos', `${name}.tsx`);
      const texts = highlightingFile(demoPath);
      const highlighting = existsSync(texts) ? (JSON.parse(readFileSync(texts, 'utf8')) as DemoHighlighting) : {};
      const paths = { system: demoPath, ...variantPaths(demoPath) };
      demos[name] = [];
      for (const [styling, path] of Object.entries(paths)) {
        const collected = collectDemoFiles(path);
        const built = highlighting[styling as keyof DemoHighlighting] ?? [];
        const shown = built.length === collected.length ? built : await Promise.all(collected.map(convert));
        const files = collected.map((file, index) => {
          const mcpFile: McpDemoFile = {
            name: index === 0 ? name : file.name,
            jsx: file.jsx,
            ts: shown[index]?.tsCode ?? '',
            js: shown[index]?.jsCode ?? '',
          };
          const key = fileKey(mcpFile);
          data.files[key] = mcpFile;
          return key;
        });
        const imports = new Map(collected.map((file) => [file.path, file.imports]));
        demos[name].push({ styling, files, dependencies: resolveDependencies(imports), devDependencies: tooling });
      }
    }
    data.pages[page.pathname] = demos;
  }
  return data;
}
