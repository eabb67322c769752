import nav from '../.generated/api/nav.json';
import type { MuiPage } from '../src/engine/types';

/**
 * The generated "API reference" navigation group of each product (`npm run api:generate` writes it
 * from the packages' type declarations; every build and test script runs that first).
 */
export const apiNavGroups = nav as unknown as Record<
  'x-data-grid' | 'x-date-pickers' | 'x-charts' | 'x-tree-view',
  MuiPage
>;
