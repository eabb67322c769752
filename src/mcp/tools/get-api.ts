import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { runSearch } from '../../engine/search/query';
import { apiItemText, apiMemberText, membersOf } from '../api-text';
import type { ApiEntry, DocsData } from '../docs-data';
import { closestNames, didYouMean } from '../suggest';
import { textResult, ToolError } from '../tool-result';

/** Zod schema of get_api's arguments. */
export const getApiInput = {
  name: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .describe('Export name of a component, hook, interface or type: `DataGridPremium`, `useGridApiRef`, `GridColDef`.'),
  member: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .optional()
    .describe('One prop, property, parameter, slot or CSS class of it, e.g. `processRowUpdate`.'),
};

/** Upgrade guides name what an older major had: they are the build's only record of props that 8.12 no longer has. */
const UPGRADE_GUIDE = /\/x\/migration\/migration-[a-z-]+-v\d+\//;

/** Sections whose code uses `name` (the search index's identifiers), as `- <title> <url>` lines. */
function guideMentions(data: DocsData, name: string, filter: (url: string) => boolean): string[] {
  return runSearch(data.searchIndex('en'), name, { limit: 20 })
    .filter((hit) => filter(hit.url) && hit.terms.some((term) => term.toLowerCase() === name.toLowerCase()))
    .slice(0, 3)
    .map((hit) => `- ${hit.title} (${hit.parent}): ${data.url(hit.url)}`);
}

/** What get_api found for a name: an item, the items it is a member of, or the pages that use it. */
type ApiLookup = ApiEntry | { memberOf: ApiEntry[] } | { guides: string[] };

/**
 * The API item named `name`; else the items that have a member of that name (`setFilterModel` → `GridApi`); else, for
 * an export without a page of its own (the Data Grid's hooks, such as `useGridApiRef`, are documented in the guides,
 * as on the official site), the pages whose code uses it. Anything else is a ToolError naming the closest names.
 */
export function lookupApi(data: DocsData, name: string): ApiLookup {
  const api = data.api();
  const exact = api.get(name) ?? api.get(name.replace(/^Unstable_/, ''));
  if (exact) return exact;
  const close = closestNames(name, api.keys());
  const sameCase = close[0]?.toLowerCase() === name.toLowerCase() ? close[0] : undefined;
  if (sameCase) return api.get(sameCase)!;
  const memberOf = [...api.values()].filter((entry) => membersOf(entry.item).some((m) => m.member.name === name));
  // The shortest name first: the base interface (`GridColDef`) before its variants (`GridActionsColDef`).
  if (memberOf.length > 0) return { memberOf: memberOf.sort((a, b) => a.item.name.length - b.item.name.length) };
  const guides = /^[A-Za-z_$][\w$]*$/.test(name) ? guideMentions(data, name, (url) => !UPGRADE_GUIDE.test(url)) : [];
  if (guides.length > 0) return { guides };
  throw new ToolError(
    `No component, hook or interface named \`${name}\` in the MUI X 8.12 API reference.${didYouMean(close)} ` +
      'Call search_docs to look it up by topic.',
  );
}

/**
 * Upgrade-guide sections whose heading names `name` (`` `indeterminateCheckboxAction` is removed ``): the build's record
 * of a prop an earlier major version had. A mere mention in code says nothing (guides show current props too).
 */
export function upgradeGuideSections(data: DocsData, name: string): string[] {
  return runSearch(data.searchIndex('en'), name, { limit: 20 })
    .filter((hit) => UPGRADE_GUIDE.test(hit.url) && hit.url.includes('#'))
    .filter((hit) => new RegExp(`(^|[^\\w$])${name.replace(/[$]/g, '\\$')}([^\\w$]|$)`, 'i').test(hit.title))
    .slice(0, 3)
    .map((hit) => `- "${hit.title}" in ${hit.parent}: ${data.url(hit.url)}`);
}

/** Other API items that have a member of this name (`rowGroupingModel` → `DataGridPremium`). */
function otherOwners(data: DocsData, member: string): string[] {
  return [...data.api().values()]
    .filter((other) => membersOf(other.item).some((candidate) => candidate.member.name === member))
    .map((other) => `\`${other.item.name}\``);
}

function memberText(data: DocsData, entry: ApiEntry, member: string): string {
  const members = membersOf(entry.item);
  const found =
    members.find((candidate) => candidate.member.name === member) ??
    members.find(
      (candidate) => 'className' in candidate.member && candidate.member.className === member.replace(/^\./, ''),
    ) ??
    members.find((candidate) => candidate.member.name.toLowerCase() === member.toLowerCase());
  if (found) return apiMemberText(data, entry, found);
  const names = members.map((candidate) => candidate.member.name);
  const owners = otherOwners(data, member);
  const sections = owners.length > 0 ? [] : upgradeGuideSections(data, member);
  const notes = [
    owners.length > 0 ? `It is a member of ${owners.slice(0, 4).join(', ')}.` : '',
    sections.length > 0
      ? `An earlier major version had it; the upgrade guides say what replaced it:\n${sections.join('\n')}`
      : '',
  ].filter(Boolean);
  throw new ToolError(
    `\`${member}\` is absent from ${entry.item.name} in MUI X 8.12.${didYouMean(closestNames(member, names))}` +
      `${notes.map((note) => ` ${note}`).join('')}\nCall get_api("${entry.item.name}") for every member.`,
  );
}

/** get_api: one API item, or one of its members, from the reference generated from the 8.12 type declarations. */
export function registerGetApi(server: McpServer, data: DocsData): void {
  server.registerTool(
    'get_api',
    {
      title: 'Look up the MUI X 8.12 API',
      description:
        'Returns a component, hook, interface or type of MUI X 8.12 from its type declarations: import paths per ' +
        'package and plan, props or members with type, default and description, slots, CSS classes, the package ' +
        'version. With member, returns that one prop in full; a name 8.12 does not have is reported as such.',
      inputSchema: getApiInput,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ name, member }) => {
      const entry = lookupApi(data, name);
      if ('guides' in entry) {
        return textResult(
          `\`${name}\` has no page of its own in the MUI X 8.12 API reference; these pages use it:\n` +
            `${entry.guides.join('\n')}\nCall get_page with one of them for its code.`,
        );
      }
      if ('memberOf' in entry) {
        const owners = entry.memberOf.map((owner) => `\`${owner.item.name}\``).join(', ');
        const [first] = entry.memberOf as [ApiEntry];
        return textResult(`\`${name}\` is a member of ${owners}, not an export.\n\n${memberText(data, first, name)}`);
      }
      return textResult(member ? memberText(data, entry, member) : apiItemText(data, entry));
    },
  );
}
