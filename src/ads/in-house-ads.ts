import type { Advert } from './ad-types';

/** Our own adverts, shown when ad blocking is active (SPEC §4). Images are ours, in public/ads/. */
export const IN_HOUSE_ADS: readonly Advert[] = [
  {
    link: '/x/react-data-grid/',
    img: '/x/ads/data-grid-premium.svg',
    name: 'Data Grid Premium',
    description: 'Row grouping, aggregation and Excel export in one grid, for reports your users can shape themselves.',
    poweredby: 'X Docs',
    label: 'in-house-data-grid-premium',
  },
  {
    link: '/x/introduction/licensing/',
    img: '/x/ads/pro-plan.svg',
    name: 'Pro plan',
    description: 'Column pinning, tree data, lazy loading and date range pickers, licensed per developer.',
    poweredby: 'X Docs',
    label: 'in-house-pro-plan',
  },
  {
    link: '/x/introduction/',
    img: '/x/ads/design-kit.svg',
    name: 'Design kit',
    description: 'Every grid, picker and chart as editable design components, so mock-ups match what ships.',
    poweredby: 'X Docs',
    label: 'in-house-design-kit',
  },
  {
    link: '/x/introduction/priority-support/',
    img: '/x/ads/priority-support.svg',
    name: 'Priority support',
    description: 'Answers from the engineers who build the components, within one business day.',
    poweredby: 'X Docs',
    label: 'in-house-priority-support',
  },
];
