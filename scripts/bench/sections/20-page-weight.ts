/** First-load weight of one built page of each type. */
import { measurePage } from '../../page-weight';
import { kb } from '../format';
import type { BenchSectionRunner } from '../types';

const pages = {
  home: '/x/',
  prose: '/x/introduction/licensing/',
  'tree view demo': '/x/react-tree-view/rich-tree-view/items/',
  'data grid demo': '/x/react-data-grid/',
  'API page (largest)': '/x/api/data-grid/data-grid-premium/',
  'API page (typical)': '/x/api/tree-view/rich-tree-view/',
};

const run: BenchSectionRunner = async () => {
  const weights = Object.entries(pages).map(([name, path]) => ({ name, path, ...measurePage('out', path) }));
  return {
    title: 'First-load weight per page (gzipped)',
    columns: ['page', 'path', 'HTML gz', 'CSS gz', 'first-load JS gz'],
    rows: weights.map((weight) => [weight.name, weight.path, kb(weight.html), kb(weight.css), kb(weight.js)]),
    json: weights,
  };
};
export default run;
