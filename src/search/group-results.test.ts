import { describe, expect, it } from 'vitest';
import type { SearchHit } from '../engine/search/query';
import { groupByProduct } from './group-results';

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
});
