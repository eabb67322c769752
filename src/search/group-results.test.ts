import { describe, expect, it } from 'vitest';
import type { SearchHit } from '../engine/search/query';
import { GROUP_SIZE, groupByProduct } from './group-results';

function hit(id: number, productId: SearchHit['productId']): SearchHit {
  return {
    id,
    productId,
    score: 10 - id,
    terms: [],
    kind: 'guide',
    title: `t${id}`,
    parent: '',
    url: `/x/${id}/`,
    snippet: '',
  };
}

describe('groupByProduct', () => {
  const hits = [hit(1, 'x-charts'), hit(2, 'x-data-grid'), hit(3, 'x-charts'), hit(4, 'x-tree-view')];

  it('groups in order of each product’s best hit, keeping rank order inside a group', () => {
    expect(groupByProduct(hits).map((group) => [group.productId, group.hits.map((item) => item.id)])).toEqual([
      ['x-charts', [1, 3]],
      ['x-data-grid', [2]],
      ['x-tree-view', [4]],
    ]);
  });

  it('puts the reader’s current product first', () => {
    expect(groupByProduct(hits, 'x-tree-view').map((group) => group.productId)).toEqual([
      'x-tree-view',
      'x-charts',
      'x-data-grid',
    ]);
  });

  it('keeps the best few of each product when several match, and every hit of a single product', () => {
    const many = Array.from({ length: 12 }, (_, i) => hit(i + 1, i < 9 ? 'x-charts' : 'x-data-grid'));
    const sizes = groupByProduct(many, 'x-charts').map((group) => [group.productId, group.hits.length]);
    expect(sizes).toEqual([
      ['x-charts', GROUP_SIZE.current],
      ['x-data-grid', GROUP_SIZE.other],
    ]);
    const charts = many.filter((item) => item.productId === 'x-charts');
    expect(groupByProduct(charts, 'x-charts')[0]?.hits).toHaveLength(9);
  });
});
