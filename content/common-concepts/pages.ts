import type { MuiPage } from '../../src/engine/types';

/** Common concepts: ideas shared by every MUI X component. */
export const commonConceptsPages: MuiPage = {
  pathname: '/x/common-features-group',
  title: 'Common concepts',
  children: [{ pathname: '/x/common-concepts/custom-components', title: 'Slots and subcomponents' }],
};
