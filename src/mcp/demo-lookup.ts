/** A page's demos as `out/mcp/demos.json` stores them: files shared between demos are kept once. */
import type { DocsData } from './docs-data';
import type { McpDemoFile, McpDemoVariant, McpPage } from './mcp-data';
import { closestNames, didYouMean } from './suggest';
import { ToolError } from './tool-result';

/** The variants of one demo of a page, or a ToolError naming the page's demos closest to `name`. */
export function findDemo(data: DocsData, page: McpPage, name: string): McpDemoVariant[] {
  const variants = data.demos().pages[page.pathname]?.[name.replace(/\.[jt]sx?$/, '')];
  if (variants) return variants;
  if (page.demos.length === 0) {
    throw new ToolError(`${page.pathname} has no demos. Call search_docs with what the demo should show.`);
  }
  const close = closestNames(name, page.demos);
  throw new ToolError(
    `No demo "${name}" on ${page.pathname}.${didYouMean(close)} Its demos: ${page.demos.join(', ')}.`,
  );
}

/** The files of one styling of a demo (`system` when the demo has no such styling), its own file first. */
export function demoFiles(data: DocsData, page: McpPage, name: string, styling: string): McpDemoFile[] {
  const variants = data.demos().pages[page.pathname]?.[name] ?? [];
  const variant = variants.find((candidate) => candidate.styling === styling) ?? variants[0];
  return (variant?.files ?? []).flatMap((key) => data.demos().files[key] ?? []);
}
