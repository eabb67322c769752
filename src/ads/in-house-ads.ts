import type { Language } from '../config/docs-context';
import { localizePathname } from '../config/language';
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

/** What a Chinese page shows of each in-house advert, by its label; the image and analytics label stay the same. */
const ZH_TEXT: Record<string, Pick<Advert, 'name' | 'description'>> = {
  'in-house-data-grid-premium': {
    name: '数据表格 Premium',
    description: '行分组、聚合和 Excel 导出集于一个表格，用户可以自己调整报表。',
  },
  'in-house-pro-plan': {
    name: 'Pro 方案',
    description: '列固定、树形数据、懒加载和日期范围选择器，按开发者数量购买许可证。',
  },
  'in-house-design-kit': {
    name: '设计套件',
    description: '每个表格、选择器和图表都有可编辑的设计组件，让设计稿与上线的产品一致。',
  },
  'in-house-priority-support': {
    name: '优先支持',
    description: '由开发这些组件的工程师在一个工作日内答复。',
  },
};

/** The in-house advert at `index` in a page's language: Chinese text and a link to the Chinese page on `/x/zh/`. */
export function inHouseAdvert(index: number, language: Language): Advert | undefined {
  const advert = IN_HOUSE_ADS[index];
  if (!advert || language === 'en') return advert;
  const text = ZH_TEXT[advert.label];
  return { ...advert, ...text, link: localizePathname(advert.link, language) };
}
