/**
 * The Chinese glossary: one Chinese word for each English term readers meet on every page. Translations, the Chinese
 * navigation titles and the Chinese UI strings use these words; `src/engine/glossary.test.ts` fails, naming
 * file:line, when a page uses one of an entry's `avoid` variants instead. To change a word, change it here and in
 * every page the test then names. See docs/translation.md.
 */

/** One glossary term. */
export interface GlossaryEntry {
  /** The English term (as in the English pages). */
  en: string;
  /** The Chinese word every page uses for it. */
  zh: string;
  /** Longer forms of the same term, in Chinese, that are correct too (`日期适配器`). */
  also?: readonly string[];
  /** Wrong renderings of the term that a page must not use (a reader would take them for a different thing). */
  avoid?: readonly string[];
  /**
   * Longer words that hold an `avoid` word but name something else, so it is not flagged there: `汇总行` (a summary
   * row) holds `汇总`, which is wrong only for "aggregation".
   */
  allowedIn?: readonly string[];
}

/** Names kept in English in every translation: never translated, never flagged. */
export const keepInEnglish = [
  'props / prop',
  'API names',
  'component names (DataGrid, DatePicker…)',
  'package names',
  'plan names (Community, Pro, Premium)',
  'MIT',
  'npm',
  'TypeScript',
  'JavaScript',
] as const;

/**
 * Ordinary words that contain an avoided word but mean something else, so they are never flagged: 路线图 (roadmap)
 * is not a 线图, 校验和 (checksum) is not validation, 仪表板 (dashboard) is not a gauge.
 */
export const ordinaryWords: readonly string[] = ['路线图', '校验和', '仪表板'];

/** Every glossary term, in the order of the starter list the translators work from. */
export const glossary: readonly GlossaryEntry[] = [
  { en: 'Data Grid', zh: '数据表格', avoid: ['数据网格', '表格组件'] },
  { en: 'Date and Time Pickers', zh: '日期和时间选择器', avoid: ['日期时间选取器'] },
  { en: 'picker', zh: '选择器', avoid: ['选取器', '拾取器'] },
  { en: 'Charts', zh: '图表' },
  { en: 'Tree View', zh: '树视图', avoid: ['树形视图', '树状视图'] },
  // The two Tree View components, as the navigation names them: like 日期范围选择器 for the Date Range Picker, titles
  // and prose use the Chinese name; the component names (`SimpleTreeView`, `RichTreeView`) stay English in code.
  { en: 'Simple Tree View', zh: '简单树视图', avoid: ['Simple Tree View', '简易树视图'] },
  { en: 'Rich Tree View', zh: '富树视图', avoid: ['Rich Tree View', '丰富树视图'] },
  { en: 'tree item', zh: '树节点', avoid: ['树项'] },
  { en: 'row grouping', zh: '行分组', avoid: ['行组合', '行聚合'] },
  { en: 'column pinning', zh: '列固定', avoid: ['列冻结', '列钉住'] },
  { en: 'row pinning', zh: '行固定', avoid: ['行冻结'] },
  { en: 'aggregation', zh: '聚合', avoid: ['汇总'], allowedIn: ['汇总行'] },
  { en: 'pivoting / pivot', zh: '数据透视', avoid: ['枢轴'] },
  { en: 'slot / slots', zh: '插槽', avoid: ['槽位'] },
  { en: 'slot props', zh: '插槽 props', avoid: ['插槽属性'] },
  { en: 'adapter (date adapter)', zh: '适配器', also: ['日期适配器'], avoid: ['转接器'] },
  { en: 'locale', zh: '语言环境', avoid: ['地区设置', '区域设置'] },
  { en: 'localization', zh: '本地化' },
  { en: 'theme', zh: '主题' },
  { en: 'column', zh: '列' },
  { en: 'row', zh: '行' },
  { en: 'cell', zh: '单元格', avoid: ['格子'] },
  { en: 'column header', zh: '列标题', avoid: ['列头', '表头'] },
  { en: 'sorting', zh: '排序' },
  { en: 'filtering / filter', zh: '筛选', avoid: ['过滤'] },
  { en: 'quick filter', zh: '快速筛选', avoid: ['快速过滤'] },
  { en: 'header filters', zh: '表头筛选' },
  { en: 'pagination', zh: '分页' },
  { en: 'editing', zh: '编辑' },
  { en: 'row selection', zh: '行选择', avoid: ['行选中'] },
  { en: 'cell selection', zh: '单元格选择' },
  { en: 'virtualization', zh: '虚拟化' },
  { en: 'lazy loading', zh: '懒加载', avoid: ['延迟加载'] },
  { en: 'server-side data', zh: '服务端数据', avoid: ['服务器端数据'] },
  { en: 'data source', zh: '数据源' },
  { en: 'tree data', zh: '树形数据', avoid: ['树数据'] },
  { en: 'master-detail', zh: '主从', avoid: ['主-细节'] },
  { en: 'toolbar', zh: '工具栏' },
  { en: 'column menu', zh: '列菜单' },
  { en: 'export', zh: '导出' },
  { en: 'clipboard', zh: '剪贴板' },
  { en: 'density', zh: '密度' },
  { en: 'license key', zh: '许可证密钥', avoid: ['授权密钥', '许可密钥'] },
  { en: 'license', zh: '许可证', avoid: ['授权'] },
  {
    en: 'plan (Pro plan)',
    zh: '方案',
    also: ['Pro 方案'],
    avoid: ['套餐', 'Pro 计划', 'Premium 计划', 'Community 计划', 'Pro计划', 'Premium计划', '付费计划'],
  },
  { en: 'date range picker', zh: '日期范围选择器' },
  { en: 'time zone / timezone', zh: '时区' },
  { en: 'field (date field)', zh: '字段', also: ['日期字段'], avoid: ['输入域'] },
  { en: 'calendar', zh: '日历' },
  { en: 'validation', zh: '验证', avoid: ['校验'] },
  { en: 'bar chart', zh: '柱状图', avoid: ['条形图'] },
  { en: 'line chart', zh: '折线图', avoid: ['线图'] },
  { en: 'pie chart', zh: '饼图', avoid: ['饼状图'] },
  { en: 'scatter chart', zh: '散点图' },
  { en: 'axis', zh: '坐标轴', avoid: ['轴线'] },
  { en: 'legend', zh: '图例' },
  { en: 'tooltip', zh: '提示框', avoid: ['工具提示'] },
  { en: 'series', zh: '系列' },
  { en: 'zoom and pan', zh: '缩放和平移' },
  { en: 'gauge', zh: '仪表盘', avoid: ['仪表'] },
  { en: 'heatmap', zh: '热力图', avoid: ['热图'] },
  { en: 'funnel chart', zh: '漏斗图' },
  { en: 'sankey', zh: '桑基图' },
  { en: 'sparkline', zh: '迷你图', avoid: ['火花线'] },
  { en: 'radar chart', zh: '雷达图' },
  { en: 'expansion', zh: '展开' },
  { en: 'reordering / ordering', zh: '重新排序' },
  { en: 'accessibility', zh: '无障碍', avoid: ['可访问性'] },
  { en: 'keyboard navigation', zh: '键盘导航' },
  { en: 'demo', zh: '示例', avoid: ['演示'] },
  { en: 'migration', zh: '迁移' },
  { en: 'breaking change', zh: '破坏性变更', avoid: ['重大变更'] },
  { en: 'customization', zh: '自定义', avoid: ['定制'] },
  { en: 'recipe', zh: '实用示例', avoid: ['食谱', '配方'] },
];
