import type { ProductId } from '../frontmatter';

/**
 * Words readers type for a product, in both languages, added to every document of that product: the name as
 * shown, run together (`datagrid`, which `datagr` reaches by prefix) and its Chinese name.
 */
export const productKeywords: Record<ProductId, string> = {
  x: 'MUI X',
  'x-data-grid': 'Data Grid DataGrid table 数据表格',
  'x-date-pickers': 'Date and Time Pickers DatePicker 日期时间选择器',
  'x-charts': 'Charts 图表',
  'x-tree-view': 'Tree View TreeView 树视图',
};
