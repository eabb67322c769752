import { describe, expect, it } from 'vitest';
import { parseCodeMeta } from './code-meta';

describe('parseCodeMeta', () => {
  it('reads a title and line ranges', () => {
    expect(parseCodeMeta('{1,3-4} title="App.tsx"')).toEqual({ title: 'App.tsx', highlightLines: [1, 3, 4] });
  });

  it('reads ranges after the title, merged and sorted', () => {
    expect(parseCodeMeta('title="a {9}.ts" {5-6,2,5}')).toEqual({ title: 'a {9}.ts', highlightLines: [2, 5, 6] });
  });

  it('has no lines without meta and ignores malformed parts', () => {
    expect(parseCodeMeta(undefined)).toEqual({ highlightLines: [] });
    expect(parseCodeMeta('{x, 0, 2}')).toEqual({ highlightLines: [] });
    expect(parseCodeMeta('{0, 2}')).toEqual({ highlightLines: [2] });
  });
});
