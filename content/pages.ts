import type { MuiPage } from '../src/engine/types';
import { commonConceptsPages } from './common-concepts/pages';
import { introductionPages } from './introduction/pages';
import { migrationPages } from './migration/pages';
import { chartsPages } from './react-charts/pages';
import { dataGridPages } from './react-data-grid/pages';
import { datePickersPages } from './react-date-pickers/pages';
import { treeViewPages } from './react-tree-view/pages';

/** The whole navigation tree: one top-level group per product, in sidebar order. */
export const pages: MuiPage[] = [
  introductionPages,
  commonConceptsPages,
  dataGridPages,
  datePickersPages,
  chartsPages,
  treeViewPages,
  migrationPages,
];
