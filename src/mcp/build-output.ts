/**
 * Where the MCP server finds the build's output, and the one line it prints when that output is missing or older than
 * the sources. Node only; nothing here reads `content/` beyond its modification times.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { MCP_DATA_FOLDER, MCP_DEMOS_FILE, MCP_SITE_FILE } from './mcp-data';

/** The folders the server reads: the static site and the generated API reference. */
export interface BuildOutputPaths {
  /** The project folder (holds `package.json`). */
  root: string;
  /** The built site, `<root>/out`. */
  outDir: string;
  /** The generated API reference, `<root>/.generated/api`. */
  apiDir: string;
}

/** The paths under a project folder. */
export function buildOutputPaths(root: string): BuildOutputPaths {
  return { root, outDir: join(root, 'out'), apiDir: join(root, '.generated', 'api') };
}

/** Written last by every complete build (scripts/build-freshness.ts `BUILD_STAMP`). */
const STAMP = '.build-stamp';
/** What the pages served are made from: a change here means out/ shows older docs. */
const SOURCES = ['content', 'package-lock.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((entry) => newestMtime(join(path, entry))));
}

/**
 * Why the server cannot start, as one line saying what to run, or null. Every file it reads at start or on a tool call
 * must exist: a build from before the MCP data step has no `out/mcp/`.
 */
export function missingOutput(paths: BuildOutputPaths): string | null {
  const needed = [
    join(paths.outDir, STAMP),
    join(paths.outDir, MCP_DATA_FOLDER, MCP_SITE_FILE),
    join(paths.outDir, MCP_DATA_FOLDER, MCP_DEMOS_FILE),
    join(paths.outDir, 'search', 'manifest.json'),
  ];
  const missing = needed.find((file) => !existsSync(file));
  if (missing)
    return `X Docs MCP: no complete site build (${missing} is missing). Run \`npm run build\`, then start it again.`;
  if (!existsSync(join(paths.apiDir, 'index.json'))) {
    return `X Docs MCP: no API reference in ${paths.apiDir}. Run \`npm run api:generate\` (or \`npm run build\`).`;
  }
  return null;
}

/** A line saying the build is older than its sources and what to run, or null when it is current. */
export function staleOutput(paths: BuildOutputPaths): string | null {
  const built = statSync(join(paths.outDir, STAMP)).mtimeMs;
  const changed = SOURCES.filter((source) => newestMtime(join(paths.root, source)) > built);
  if (changed.length === 0) return null;
  const when = new Date(built).toISOString().slice(0, 16).replace('T', ' ');
  return (
    `X Docs MCP: out/ (built ${when} UTC) is older than ${changed.join(' and ')}. ` +
    'Run `npm run build` to serve the current docs; serving the existing build meanwhile.'
  );
}
