import type { PromptResponse } from '@mui/x-data-grid-premium';

/**
 * Keyword rules that read an English prompt ("sort by rating", "only comedies", "group by
 * director") and answer with the grid state it asks for, in the `PromptResponse` shape. A small
 * local stand-in for a language model: no network, deterministic, and easy to read.
 */

/** One column as the grid describes it in the prompt context (`onPrompt`'s second argument). */
export interface PromptColumn {
  field: string;
  type: string;
  description: string | null;
  examples: unknown[];
  allowedOperators: string[];
}

type Filter = PromptResponse['filters'][number];
type Sort = PromptResponse['sorting'][number];
type AggregationName = PromptResponse['aggregation'][string];

/** The part of a response that a conversation builds up prompt after prompt. */
export type PromptState = Omit<PromptResponse, 'conversationId'>;

export const emptyPromptState = (): PromptState => ({
  select: -1,
  filters: [],
  aggregation: {},
  sorting: [],
  grouping: [],
  pivoting: {},
});

/** Reads the JSON the grid sends as prompt context; anything else gives no columns. */
export function parsePromptContext(context: string): PromptColumn[] {
  try {
    const parsed: unknown = JSON.parse(context);
    return Array.isArray(parsed)
      ? (parsed as PromptColumn[]).filter((column) => typeof column?.field === 'string')
      : [];
  } catch {
    return [];
  }
}

const words = (text: string) => text.toLowerCase().replace(/([a-z])([A-Z])/g, '$1 $2');
const fieldWords = (field: string) => words(field.replace(/([a-z])([A-Z])/g, '$1 $2'));

/** "comedy" is also found as "comedies", "thriller" as "thrillers". */
function forms(name: string): string[] {
  const base = name.toLowerCase();
  const plural = base.endsWith('y') ? `${base.slice(0, -1)}ies` : /(s|x|ch|sh)$/.test(base) ? `${base}es` : `${base}s`;
  return [plural, base];
}

function mentions(clause: string, phrase: string): number {
  for (const form of forms(phrase)) {
    const index = ` ${clause} `.indexOf(` ${form} `);
    if (index >= 0) return index;
  }
  return -1;
}

/** The columns a clause names, in the order it names them. `aliases` adds names per field. */
function findColumns(clause: string, columns: PromptColumn[], aliases: Record<string, string[]>): PromptColumn[] {
  return columns
    .map((column) => {
      const names = [fieldWords(column.field), ...(aliases[column.field] ?? [])];
      const positions = names.map((name) => mentions(clause, name.toLowerCase())).filter((index) => index >= 0);
      return { column, at: positions.length ? Math.min(...positions) : -1 };
    })
    .filter((hit) => hit.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((hit) => hit.column);
}

/** Clauses end at a comma, "then", or an "and" that starts a new request ("… and sort by …"). */
const CLAUSE_BREAK =
  /,|;|\bthen\b|\band\b(?=\s+(?:sort|order|rank|group|show|only|filter|select|top|sum|total|average|count|keep)\b)/;
const DESCENDING = /\b(desc|descending|highest|largest|biggest|most|best|top|newest|latest|longest)\b/;
const AGGREGATIONS: [RegExp, AggregationName][] = [
  [/\b(sum|total)\b/, 'sum'],
  [/\b(average|avg|mean)\b/, 'avg'],
  [/\b(minimum|min)\b/, 'min'],
  [/\b(maximum|max)\b/, 'max'],
  [/\b(count|number of)\b/, 'size'],
];
const COMPARISONS: [RegExp, string][] = [
  [/\b(at least|or more)\b|>=/, '>='],
  [/\b(at most|or less)\b|<=/, '<='],
  [/\b(over|above|more than|greater than|after|bigger than)\b|>/, '>'],
  [/\b(under|below|less than|before|smaller than)\b|</, '<'],
  [/\b(equal to|equals|exactly|from|in)\b|=/, '='],
];

function parseNumber(clause: string): number | null {
  const match = /(-?\d+(?:\.\d+)?)\s*(k|m|million|b|billion)?\b/.exec(clause);
  if (!match?.[1]) return null;
  const scale = { k: 1e3, m: 1e6, million: 1e6, b: 1e9, billion: 1e9 }[match[2] ?? ''] ?? 1;
  return Number(match[1]) * scale;
}

const allows = (column: PromptColumn, operator: string) =>
  column.allowedOperators.length === 0 || column.allowedOperators.includes(operator);

/** Filters on the example values a clause names ("comedies or dramas" → genre is any of the two). */
function valueFilters(clause: string, columns: PromptColumn[]): Filter[] {
  const filters: Filter[] = [];
  for (const column of columns) {
    if (column.type === 'number' || column.type === 'boolean') continue;
    const named = [...new Set(column.examples.filter((value): value is string => typeof value === 'string'))].filter(
      (value) => mentions(clause, value) >= 0,
    );
    if (named.length === 0) continue;
    const exact = column.type === 'singleSelect' ? 'is' : 'equals';
    if (named.length > 1 && allows(column, 'isAnyOf')) {
      filters.push({ column: column.field, operator: 'isAnyOf', value: named });
    } else if (named[0] !== undefined && allows(column, exact)) {
      filters.push({ column: column.field, operator: exact, value: named[0] });
    }
  }
  return filters;
}

/** What one clause of a prompt asks for; `verb` carries "sort"/"group" over to "… and genre". */
function readClause(
  clause: string,
  columns: PromptColumn[],
  aliases: Record<string, string[]>,
  state: PromptState,
  verb: 'sort' | 'group' | null,
): { understood: boolean; verb: 'sort' | 'group' | null } {
  const named = findColumns(clause, columns, aliases);
  const top = /\b(?:top|first|select)\s+(\d+)\b/.exec(clause);
  if (top?.[1]) state.select = Number(top[1]);

  const sortStart = /\b(sort|sorted|order|ordered|rank|ranked)\b|\b(top \d+ by|highest|lowest|best|worst)\b/.test(
    clause,
  );
  if (/\bgroup(ed)?\b|\bper\b/.test(clause) || (verb === 'group' && !sortStart)) {
    const by = /\b(?:by|per)\b(.*)$/.exec(clause)?.[1] ?? clause;
    const groupColumns = findColumns(by, columns, aliases);
    if (groupColumns.length) {
      state.grouping = [...state.grouping, ...groupColumns.map((column) => ({ column: column.field }))];
      // "total gross per studio": the columns named before "per" are aggregated.
      const aggregated = named.filter((column) => !groupColumns.includes(column));
      readAggregation(clause, aggregated, state);
      return { understood: true, verb: 'group' };
    }
  }
  if (sortStart || verb === 'sort') {
    const sorts: Sort[] = named.map((column) => ({
      column: column.field,
      direction: DESCENDING.test(clause) ? 'desc' : 'asc',
    }));
    if (sorts.length) {
      state.sorting = verb === 'sort' ? [...state.sorting, ...sorts] : sorts;
      return { understood: true, verb: 'sort' };
    }
    // "…, highest first": a direction alone turns the sort just asked for.
    const last = state.sorting.at(-1);
    if (last && /\b(first|last|asc|ascending|desc|descending)\b/.test(clause)) {
      const direction = DESCENDING.test(clause) === /\blast\b/.test(clause) ? 'asc' : 'desc';
      state.sorting = [...state.sorting.slice(0, -1), { ...last, direction }];
      return { understood: true, verb: 'sort' };
    }
  }
  if (readAggregation(clause, named, state)) return { understood: true, verb: null };

  const number = parseNumber(clause.replace(/\b(?:top|first|select)\s+\d+\b/, ''));
  const numeric = named.find((column) => column.type === 'number');
  const comparison = COMPARISONS.find(([pattern]) => pattern.test(clause));
  if (numeric && number !== null && comparison && allows(numeric, comparison[1])) {
    setFilter(state, { column: numeric.field, operator: comparison[1], value: number });
    return { understood: true, verb: null };
  }
  const filters = valueFilters(clause, columns);
  filters.forEach((filter) => setFilter(state, filter));
  return { understood: filters.length > 0 || top !== null, verb: null };
}

function readAggregation(clause: string, named: PromptColumn[], state: PromptState): boolean {
  const found = AGGREGATIONS.find(([pattern]) => pattern.test(clause));
  const targets = named.filter((column) => found?.[1] === 'size' || column.type === 'number');
  if (!found || targets.length === 0) return false;
  targets.forEach((column) => {
    state.aggregation = { ...state.aggregation, [column.field]: found[1] };
  });
  return true;
}

function setFilter(state: PromptState, filter: Filter) {
  state.filters = [...state.filters.filter((item) => item.column !== filter.column), filter];
}

/**
 * Applies a prompt to the state a conversation has reached so far. Returns the new state, or
 * `null` when no rule understood any part of the prompt. "Reset" (or "clear") starts again.
 */
export function interpretPrompt(
  prompt: string,
  columns: PromptColumn[],
  previous: PromptState = emptyPromptState(),
  aliases: Record<string, string[]> = {},
): PromptState | null {
  const text = prompt
    .toLowerCase()
    .replace(/[.!?"']/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const reset = /^(reset|clear|start over|show (everything|all))\b/.test(text);
  const state: PromptState = reset ? emptyPromptState() : { ...previous, select: -1 };
  if (/\b(sort|order|rank)/.test(text)) state.sorting = [];
  if (/\bgroup|\bper\b/.test(text)) state.grouping = [];

  let understood = reset;
  let verb: 'sort' | 'group' | null = null;
  for (const clause of text.split(CLAUSE_BREAK)) {
    if (!clause?.trim() || /^(sort|group)$/.test(clause.trim())) continue;
    const result = readClause(clause.trim(), columns, aliases, state, verb);
    understood = understood || result.understood;
    verb = result.verb ?? verb;
  }
  return understood ? state : null;
}
