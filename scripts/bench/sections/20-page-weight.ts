/** First-load weight of the heaviest built page of each type, against its budget (budgets.config.ts). */
import { sizeBudgets } from '../../../budgets.config';
import { checkSizeBudgets, heaviestByType } from '../../size-budgets';
import type { BenchSectionRunner } from '../types';

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

const run: BenchSectionRunner = async () => {
  const { pages, failures } = checkSizeBudgets('out');
  const heaviest = heaviestByType(pages.filter((page) => !page.path.startsWith('/x/zh/')));
  const cell = (size: number, budget: number) => `${kb(size)} / ${kb(budget)}`;
  return {
    title: `First-load weight, heaviest page of each type (gzipped; size / budget; ${pages.length} pages checked, ${failures.length} over budget)`,
    columns: ['type', 'heaviest page', 'HTML', 'CSS', 'first-load JS'],
    rows: heaviest.map((page) => {
      const budget = sizeBudgets[page.type];
      return [page.type, page.path, cell(page.html, budget.html), cell(page.css, budget.css), cell(page.js, budget.js)];
    }),
    json: { heaviest, overBudget: failures },
  };
};
export default run;
