import { describe, expect, it } from 'vitest';
import { parsePageRef } from './page-lookup';
import { closestNames, didYouMean, editDistance } from './suggest';

const PROPS = ['processRowUpdate', 'onProcessRowUpdateError', 'rowHeight', 'rows', 'rowCount', 'columnGroupingModel'];

describe('closestNames', () => {
  it.each([
    ['processRowUpdte', ['processRowUpdate']],
    ['prcoessRowUpdate', ['processRowUpdate']],
    ['ROWHEIGHT', ['rowHeight']],
    ['RowUpdate', ['processRowUpdate', 'onProcessRowUpdateError']],
    ['sx', []],
  ])('%s → %j', (wanted, expected) => {
    expect(closestNames(wanted, PROPS)).toEqual(expected);
  });

  it('limits a path to edits its last segment could hold, without shared-prefix matches', () => {
    const paths = ['/x/react-data-grid/sorting/', '/x/react-data-grid/', '/x/react-data-grid/editing/'];
    expect(closestNames('/x/react-data-grid/sortng/', paths, { maxEdits: 2, contains: false })).toEqual([
      '/x/react-data-grid/sorting/',
    ]);
  });

  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('simpel', 'simple')).toBe(1);
  });
});

describe('didYouMean', () => {
  it.each([
    [[], ''],
    [['a'], ' Did you mean `a`?'],
    [['a', 'b', 'c'], ' Did you mean `a`, `b` or `c`?'],
  ])('%j', (names, text) => {
    expect(didYouMean(names)).toBe(text);
  });
});

describe('parsePageRef', () => {
  it.each([
    ['/x/react-data-grid/sorting/', { pathname: '/x/react-data-grid/sorting/' }],
    ['react-data-grid/sorting', { pathname: '/x/react-data-grid/sorting/' }],
    ['https://docs.example.com/x/react-data-grid/sorting/#sort-model', { pathname: '/x/react-data-grid/sorting/' }],
    [
      'https://docs.example.com/x/zh/react-data-grid/sorting.md',
      { pathname: '/x/react-data-grid/sorting/', language: 'zh' },
    ],
    ['/x/', { pathname: '/x/' }],
    ['/x/index.md', { pathname: '/x/' }],
    ['/x/zh/', { pathname: '/x/', language: 'zh' }],
  ])('%s', (input, expected) => {
    expect(parsePageRef(input)).toEqual(expected);
  });
});
