/**
 * What the build writes for the MCP server (`out/mcp/`, step `scripts/build-steps/steps/30-mcp-data.ts`) and the
 * server reads back. Plain JSON: the server never reads `content/` or the demo sources, only the build's output.
 */
import type { ProductId } from '../engine/frontmatter';
import type { Plan } from '../engine/types';

/** Folder under out/ holding the MCP data (served as /x/mcp/, never a page). */
export const MCP_DATA_FOLDER = 'mcp';
/** The navigation tree and the page list. */
export const MCP_SITE_FILE = 'site.json';
/** Every demo's files in TS and JS with its pinned packages. */
export const MCP_DEMOS_FILE = 'demos.json';

/** A label in each language the site is written in. */
export interface McpTitle {
  en: string;
  zh: string;
}

/** Markers a navigation entry may carry, as the sidebar shows them. */
export interface McpBadges {
  plan?: Plan;
  newFeature?: boolean;
  planned?: boolean;
  unstable?: boolean;
}

/** One navigation entry: a page (with `url`), a group (with `children`) or an external link. */
export interface McpNavEntry extends McpBadges {
  title: McpTitle;
  /** Page pathname with trailing slash (`/x/react-data-grid/sorting/`); absent on groups. */
  pathname?: string;
  /** External address of an entry that leaves the site. */
  href?: string;
  children?: McpNavEntry[];
}

/** One published page (guide or API page), in navigation order, then the pages no entry lists. */
export interface McpPage extends McpBadges {
  /** English pathname with trailing slash. */
  pathname: string;
  kind: 'guide' | 'api';
  productId: ProductId;
  title: McpTitle;
  /** Whether `out/zh/<page>.md` holds a written Chinese translation. */
  translated: boolean;
  /** Names of the demos the page embeds, in order. */
  demos: string[];
}

/** `out/mcp/site.json`. */
export interface McpSiteFile {
  /** Origin of the absolute URLs in the build's Markdown (`https://docs.example.com`). */
  origin: string;
  /** Version each product's pages document. */
  versions: Record<Exclude<ProductId, 'x'>, string>;
  tree: McpNavEntry[];
  pages: McpPage[];
}

/** One file of a demo in both languages. */
export interface McpDemoFile {
  /** Flat name without extension (`sorting-basic`, `employee-columns`). */
  name: string;
  jsx: boolean;
  ts: string;
  js: string;
}

/** One styling of a demo (`system`: `x.tsx`, `css`: `x.css.tsx`, `tailwind`: `x.tailwind.tsx`). */
export interface McpDemoVariant {
  styling: string;
  /** Keys into {@link McpDemosFile.files}, the demo's own file first. */
  files: string[];
  dependencies: Record<string, string>;
  devDependencies: { TS: Record<string, string>; JS: Record<string, string> };
}

/** `out/mcp/demos.json`: shared helper files are stored once. */
export interface McpDemosFile {
  files: Record<string, McpDemoFile>;
  /** Page pathname (trailing slash) → demo name → its variants. */
  pages: Record<string, Record<string, McpDemoVariant[]>>;
}
