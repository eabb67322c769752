/**
 * The MCP server's data (docs/mcp.md): out/mcp/site.json (navigation tree, pages, demo names) and out/mcp/demos.json
 * (each demo's TS and JS files and pinned packages). Runs after 20-publishing, whose Markdown versions it reads.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { resolveSiteOrigin } from '../../../src/engine/publishing/urls';
import type { MuiPage } from '../../../src/engine/types';
import { MCP_DATA_FOLDER, MCP_DEMOS_FILE, MCP_SITE_FILE } from '../../../src/mcp/mcp-data';
import { readInstalledVersion } from '../../demos/dependencies';
import { createDemosData } from '../../mcp/demos-data';
import { createSiteData } from '../../mcp/site-data';
import type { BuildStep } from '../types';

const mcpData: BuildStep = async ({ outDir, contentRoot }) => {
  const { pages } = (await tsImport(join(contentRoot, 'pages.ts'), import.meta.url)) as { pages: MuiPage[] };
  const version = (name: string) => readInstalledVersion(name) ?? 'unknown';
  const site = createSiteData(outDir, contentRoot, pages, {
    origin: resolveSiteOrigin({
      siteOrigin: process.env.XDOCS_PUBLIC_SITE_ORIGIN,
      productionHost: process.env.XDOCS_PUBLIC_PRODUCTION_HOST,
    }),
    versions: {
      'x-data-grid': version('@mui/x-data-grid'),
      'x-date-pickers': version('@mui/x-date-pickers'),
      'x-charts': version('@mui/x-charts'),
      'x-tree-view': version('@mui/x-tree-view'),
    },
  });
  if (site.pages.length === 0) throw new Error('no page has a Markdown version: 20-publishing.ts must run first');
  const demos = await createDemosData(contentRoot, site.pages);
  const folder = join(outDir, MCP_DATA_FOLDER);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, MCP_SITE_FILE), JSON.stringify(site));
  writeFileSync(join(folder, MCP_DEMOS_FILE), JSON.stringify(demos));
  const count = Object.values(demos.pages).reduce((sum, page) => sum + Object.keys(page).length, 0);
  console.log(`  MCP data: ${site.pages.length} pages, ${count} demos, ${Object.keys(demos.files).length} files`);
};
export default mcpData;
