import { createRandom, randomInt } from './random';

/**
 * A tree of named amounts for sunburst and treemap charts: leaves carry a `value`, and every
 * parent's `value` is the sum of its children, so any level can be drawn on its own.
 */
export type HierarchyNode = {
  /** Path of labels joined with "/": unique. */
  id: string;
  label: string;
  value: number;
  children?: HierarchyNode[];
};

/** A yearly company budget by department, team and cost type (labels only; amounts are seeded). */
const budgetOutline: Record<string, Record<string, readonly string[]>> = {
  Engineering: {
    Platform: ['Salaries', 'Cloud', 'Tools'],
    Product: ['Salaries', 'Tools', 'Travel'],
    Security: ['Salaries', 'Audits'],
  },
  Sales: {
    'Field sales': ['Salaries', 'Travel', 'Commissions'],
    Partnerships: ['Salaries', 'Events'],
  },
  Marketing: {
    Brand: ['Agencies', 'Events'],
    Growth: ['Advertising', 'Tools', 'Salaries'],
  },
  Operations: {
    Finance: ['Salaries', 'Software'],
    'Office & facilities': ['Rent', 'Utilities', 'Equipment'],
  },
};

function sumUp(label: string, id: string, children: HierarchyNode[]): HierarchyNode {
  return { id, label, value: children.reduce((total, child) => total + child.value, 0), children };
}

/**
 * A three-level budget in thousands of USD. Salaries dominate, as in a real budget.
 * @param seed @default 21
 */
export function createBudgetHierarchy(seed = 21): HierarchyNode[] {
  const random = createRandom(seed);
  return Object.entries(budgetOutline).map(([department, teams]) =>
    sumUp(
      department,
      department,
      Object.entries(teams).map(([team, costs]) =>
        sumUp(
          team,
          `${department}/${team}`,
          costs.map((cost) => ({
            id: `${department}/${team}/${cost}`,
            label: cost,
            value: cost === 'Salaries' ? randomInt(random, 600, 2400) : randomInt(random, 40, 450),
          })),
        ),
      ),
    ),
  );
}

/** Every node of a hierarchy with its depth (0 for the roots), parents before children. */
export function flattenHierarchy(
  nodes: readonly HierarchyNode[],
  depth = 0,
): (Omit<HierarchyNode, 'children'> & { depth: number })[] {
  return nodes.flatMap(({ children, ...node }) => [{ ...node, depth }, ...flattenHierarchy(children ?? [], depth + 1)]);
}
