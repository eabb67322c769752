import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { DocsData } from './docs-data';
import { registerPageResources } from './page-resources';
import { registerGetApi } from './tools/get-api';
import { registerGetDemo } from './tools/get-demo';
import { registerGetPage } from './tools/get-page';
import { registerListPages } from './tools/list-pages';
import { registerSearchDocs } from './tools/search-docs';

/** What the server tells an assistant on connecting, before any call. */
function instructions(data: DocsData): string {
  const versions = Object.entries(data.site.versions)
    .map(([product, version]) => `${product} ${version}`)
    .join(', ');
  return (
    `Documentation of MUI X 8.12 (${versions}), read from a local build of the X Docs site. Use search_docs to ` +
    'find a topic, get_api for exact props and types (it reports names 8.12 does not have), get_page for a whole ' +
    'guide, get_demo for runnable code with pinned versions, list_pages for the navigation. Quote the URLs they give.'
  );
}

/** One MCP server over one build's output; a transport connects it (stdio, or one per HTTP session). */
export function createDocsServer(data: DocsData): McpServer {
  const server = new McpServer(
    { name: 'x-docs', title: 'X Docs (MUI X 8.12)', version: data.site.versions['x-data-grid'] },
    { instructions: instructions(data) },
  );
  registerSearchDocs(server, data);
  registerGetPage(server, data);
  registerGetApi(server, data);
  registerGetDemo(server, data);
  registerListPages(server, data);
  registerPageResources(server, data);
  return server;
}
