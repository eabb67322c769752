import { describe, expect, it } from 'vitest';
import { NOT_UNDERSTOOD, createFakePromptResolver } from './fake-prompt-resolver';
import { interpretPrompt, type PromptColumn } from './prompt-rules';

const column = (field: string, type: string, examples: unknown[] = []): PromptColumn => ({
  field,
  type,
  description: null,
  examples,
  allowedOperators: [],
});

const columns: PromptColumn[] = [
  column('title', 'string', ['The Lighthouse', 'Salt Road']),
  column('director', 'string', ['Maren Solberg', 'Hiro Matsuda']),
  column('genre', 'singleSelect', ['Drama', 'Comedy', 'Thriller']),
  column('year', 'number', [1999, 2014]),
  column('gross', 'number', [12_000_000]),
  column('rating', 'number', [6.1, 8.4]),
];
const context = JSON.stringify(columns);

describe('interpretPrompt', () => {
  it('sorts, ascending unless the prompt asks for the top', () => {
    expect(interpretPrompt('Sort by rating', columns)?.sorting).toEqual([{ column: 'rating', direction: 'asc' }]);
    expect(interpretPrompt('sort by rating, highest first', columns)?.sorting).toEqual([
      { column: 'rating', direction: 'desc' },
    ]);
    expect(interpretPrompt('sort by genre and year descending', columns)?.sorting).toEqual([
      { column: 'genre', direction: 'desc' },
      { column: 'year', direction: 'desc' },
    ]);
  });

  it('filters on example values, in plural too, and on several values at once', () => {
    expect(interpretPrompt('show only comedies', columns)?.filters).toEqual([
      { column: 'genre', operator: 'is', value: 'Comedy' },
    ]);
    expect(interpretPrompt('dramas or thrillers', columns)?.filters).toEqual([
      { column: 'genre', operator: 'isAnyOf', value: ['Drama', 'Thriller'] },
    ]);
    expect(interpretPrompt('films by Hiro Matsuda', columns)?.filters).toEqual([
      { column: 'director', operator: 'equals', value: 'Hiro Matsuda' },
    ]);
  });

  it('compares numbers, with k/M suffixes', () => {
    expect(interpretPrompt('rating above 8', columns)?.filters).toEqual([
      { column: 'rating', operator: '>', value: 8 },
    ]);
    expect(interpretPrompt('box office under 50M', columns, undefined, { gross: ['box office'] })?.filters).toEqual([
      { column: 'gross', operator: '<', value: 50_000_000 },
    ]);
    expect(interpretPrompt('year at least 2010', columns)?.filters).toEqual([
      { column: 'year', operator: '>=', value: 2010 },
    ]);
  });

  it('groups, aggregates, selects the top rows, and reads several requests in one prompt', () => {
    const state = interpretPrompt('total gross per director', columns);
    expect(state?.grouping).toEqual([{ column: 'director' }]);
    expect(state?.aggregation).toEqual({ gross: 'sum' });

    const top = interpretPrompt('only comedies and sort by rating descending, select the top 3', columns);
    expect(top?.filters).toEqual([{ column: 'genre', operator: 'is', value: 'Comedy' }]);
    expect(top?.sorting).toEqual([{ column: 'rating', direction: 'desc' }]);
    expect(top?.select).toBe(3);
  });

  it('builds on the previous state, and starts again on "reset"', () => {
    const sorted = interpretPrompt('sort by year', columns)!;
    const filtered = interpretPrompt('only dramas', columns, sorted)!;
    expect(filtered.sorting).toEqual([{ column: 'year', direction: 'asc' }]);
    expect(filtered.filters).toHaveLength(1);
    expect(interpretPrompt('reset', columns, filtered)).toMatchObject({ sorting: [], filters: [], grouping: [] });
  });

  it('answers null when nothing is understood, and skips operators a column does not allow', () => {
    expect(interpretPrompt('make me a sandwich', columns)).toBeNull();
    const strict = [{ ...column('rating', 'number'), allowedOperators: ['='] }];
    expect(interpretPrompt('rating above 8', strict)).toBeNull();
  });
});

describe('createFakePromptResolver', () => {
  it('keeps one state per conversation and gives new conversations their own id', async () => {
    const resolve = createFakePromptResolver({ latency: 0 });
    const first = await resolve('sort by rating', context);
    const second = await resolve('only thrillers', context, first.conversationId);
    expect(second.conversationId).toBe(first.conversationId);
    expect(second.sorting).toEqual([{ column: 'rating', direction: 'asc' }]);
    expect(second.filters).toEqual([{ column: 'genre', operator: 'is', value: 'Thriller' }]);

    const other = await resolve('only thrillers', context);
    expect(other.conversationId).not.toBe(first.conversationId);
    expect(other.sorting).toEqual([]);
  });

  it('rejects a prompt it does not understand with a hint', async () => {
    const resolve = createFakePromptResolver({ latency: 0 });
    await expect(resolve('what is the weather', context)).rejects.toThrow(NOT_UNDERSTOOD);
  });
});
