import type { MuiPage } from '../../engine/types';
import type { Language } from '../docs-context';

/**
 * Page titles keyed by docs path (SPEC §2). English titles of the navigation live in the tree
 * itself; this table carries the Chinese ones, and both languages for the shared path groups
 * (getting-started, components, … styles) and the premium themes store link.
 */
export const PREMIUM_THEMES_KEY = 'https://mui.com/store/?utm_source=docs&utm_medium=referral&utm_campaign=sidenav';

/** Shared top-level path groups with one sub-page per topic, in both languages. */
export const sharedPageTitles: Record<Language, Record<string, string>> = {
  en: {
    '/getting-started': 'Getting started',
    '/getting-started/installation': 'Installation',
    '/components': 'Components',
    '/components/data-grid': 'Data Grid',
    '/css-in-js': 'CSS-in-JS',
    '/css-in-js/basics': 'Basics',
    '/system': 'System',
    '/system/the-sx-prop': 'The sx prop',
    '/customization': 'Customization',
    '/customization/theming': 'Theming',
    '/guides': 'How-to guides',
    '/guides/telemetry': 'Telemetry',
    '/discover-more': 'Discover more',
    '/discover-more/changelog': 'Changelog',
    '/versions': 'Versions',
    '/versions/all': 'All versions',
    '/styles': 'Styles',
    '/styles/basics': 'Basics',
    [PREMIUM_THEMES_KEY]: 'Premium themes',
  },
  zh: {
    '/getting-started': '快速入门',
    '/getting-started/installation': '安装',
    '/components': '组件',
    '/components/data-grid': '数据表格',
    '/css-in-js': 'CSS-in-JS',
    '/css-in-js/basics': '基础',
    '/system': '系统',
    '/system/the-sx-prop': 'sx 属性',
    '/customization': '定制',
    '/customization/theming': '主题',
    '/guides': '指南',
    '/guides/telemetry': '遥测',
    '/discover-more': '探索更多',
    '/discover-more/changelog': '更新日志',
    '/versions': '版本',
    '/versions/all': '所有版本',
    '/styles': '样式',
    '/styles/basics': '基础',
    [PREMIUM_THEMES_KEY]: '高级主题',
  },
};

/** Chinese titles (and subheaders) of every navigation entry, keyed by its pathname. */
export const zhPageTitles: Record<string, string> = {
  '/x/introduction-group': '简介',
  '/x/introduction': '概览',
  '/x/introduction/installation': '安装',
  '/x/introduction/licensing': '许可',
  '/x/introduction/support': '支持',
  '/x/introduction/mcp': '通过 MCP 获得 AI 支持',
  '/x/introduction/priority-support': '优先支持',
  '/x/guides/telemetry': '遥测',
  '/x/introduction/roadmap': '路线图',
  '/x/common-features-group': '通用概念',
  '/x/common-concepts/custom-components': '插槽与子组件',
  '/x/react-data-grid-group': '数据表格',
  '/x/react-data-grid': '概览',
  '/x/react-data-grid/quickstart': '快速上手',
  '/x/react-date-pickers-group': '日期和时间选择器',
  '/x/react-date-pickers': '概览',
  '/x/react-date-pickers/quickstart': '快速上手',
  '/x/react-date-pickers/base-concepts': '基本概念',
  '/x/react-date-pickers-components': '组件',
  '/x/react-date-pickers/date-pickers': '日期组件',
  '/x/react-date-pickers/date-picker': '日期选择器',
  '/x/react-date-pickers/date-field': '日期字段',
  '/x/react-date-pickers/date-calendar': '日期日历',
  '/x/react-date-pickers/time-pickers': '时间组件',
  '/x/react-date-pickers/time-picker': '时间选择器',
  '/x/react-date-pickers/time-field': '时间字段',
  '/x/react-date-pickers/time-clock': '时钟',
  '/x/react-date-pickers/digital-clock': '数字时钟',
  '/x/react-date-pickers/date-time-pickers': '日期时间组件',
  '/x/react-date-pickers/date-time-picker': '日期时间选择器',
  '/x/react-date-pickers/date-time-field': '日期时间字段',
  '/x/react-date-pickers/date-range-pickers': '日期范围组件',
  '/x/react-date-pickers/date-range-picker': '日期范围选择器',
  '/x/react-date-pickers/date-range-field': '日期范围字段',
  '/x/react-date-pickers/date-range-calendar': '日期范围日历',
  '/x/react-date-pickers/time-range-pickers': '时间范围组件',
  '/x/react-date-pickers/time-range-picker': '时间范围选择器',
  '/x/react-date-pickers/time-range-field': '时间范围字段',
  '/x/react-date-pickers/date-time-range-pickers': '日期时间范围组件',
  '/x/react-date-pickers/date-time-range-picker': '日期时间范围选择器',
  '/x/react-date-pickers/date-time-range-field': '日期时间范围字段',
  '/x/react-date-pickers/fields': '字段组件',
  '/x/react-date-pickers/main-features': '主要功能',
  '/x/react-date-pickers/validation': '校验',
  '/x/react-date-pickers/lifecycle': '组件生命周期',
  '/x/react-date-pickers/shortcuts': '快捷方式',
  '/x/react-date-pickers/accessibility': '无障碍',
  '/x/react-charts-group': '图表',
  '/x/react-charts': '概览',
  '/x/react-charts/quickstart': '快速上手',
  '/x/react-tree-view-group': '树视图',
  '/x/react-tree-view': '概览',
  '/x/react-tree-view/quickstart': '快速上手',
  '/x/react-tree-view/simple-tree-view': '简单树视图',
  '/x/react-tree-view/simple-tree-view/items': '项目',
  '/x/react-tree-view/simple-tree-view/selection': '选择',
  '/x/react-tree-view/simple-tree-view/expansion': '展开',
  '/x/react-tree-view/simple-tree-view/customization': '定制',
  '/x/react-tree-view/simple-tree-view/focus': '焦点',
  '/x/react-tree-view/rich-tree-view': '富树视图',
  '/x/react-tree-view/rich-tree-view/items': '项目',
  '/x/react-tree-view/rich-tree-view/selection': '选择',
  '/x/react-tree-view/rich-tree-view/expansion': '展开',
  '/x/react-tree-view/rich-tree-view/customization': '定制',
  '/x/react-tree-view/rich-tree-view/focus': '焦点',
  '/x/react-tree-view/rich-tree-view/gallery': '全部示例',
  '/x/react-tree-view/rich-tree-view/editing': '标签编辑',
  '/x/react-tree-view/rich-tree-view/lazy-loading': '懒加载',
  '/x/react-tree-view/rich-tree-view/ordering': '排序',
  '/x/react-tree-view/main-features': '主要功能',
  '/x/react-tree-view/accessibility': '无障碍',
  '/x/react-tree-view/tree-item-customization': '项目定制',
  '/x/migration-group': '迁移',
  '/x/migration-v8': '升级到 v8',
  '/x/migration/migration-tree-view-v7': '破坏性变更：树视图',
  '/x/migration/usage-with-material-ui-v5-v6': '与 Material UI v5/v6 一起使用',
  '/x/migration-v7': '升级到 v7',
  '/x/migration/migration-tree-view-v6': '破坏性变更：树视图',
  '/x/migration-v6': '升级到 v6',
  '/x/migration/migration-tree-view-lab': '从 lab 迁移到 v6（树视图）',
};

/** Chinese labels of the generated API reference groups; the API pages themselves are code names. */
export const zhApiLabels: Record<string, string> = {
  'API reference': 'API 参考',
  Index: '索引',
  Components: '组件',
  Interfaces: '接口',
  Hooks: '钩子（Hooks）',
};

/** True for an API page named after its export (`DataGrid`, `useDrawingArea`): never translated. */
export function isCodeName(page: MuiPage): boolean {
  return (
    page.pathname.startsWith('/x/api/') && /^[A-Za-z_$][\w$]*$/.test(page.title ?? '') && !(page.title! in zhApiLabels)
  );
}

/** Navigation label of an entry in a language (its subheader for subheader groups). */
export function getPageTitle(page: MuiPage, language: Language): string {
  const english = page.subheader ?? page.title ?? page.pathname;
  if (language === 'en') return english;
  return zhPageTitles[page.pathname] ?? zhApiLabels[english] ?? english;
}
