/** One Data Grid feature as listed on the features page. */
export type GridFeature = {
  id: number;
  name: string;
  plan: 'Community' | 'Pro' | 'Premium';
  area: 'Columns' | 'Rows' | 'Data' | 'Editing' | 'Export' | 'Layout' | 'Analysis';
  summary: string;
  /** Guide page under /x/react-data-grid/. */
  slug: string;
};

const entries: Omit<GridFeature, 'id'>[] = [
  {
    name: 'Column definition',
    plan: 'Community',
    area: 'Columns',
    summary: 'Types, getters, formatters and custom cells per column.',
    slug: 'column-definition',
  },
  {
    name: 'Column resizing and autosizing',
    plan: 'Community',
    area: 'Columns',
    summary: 'Drag a separator or fit a column to its content.',
    slug: 'column-dimensions',
  },
  {
    name: 'Column visibility',
    plan: 'Community',
    area: 'Columns',
    summary: 'Hide and show columns from the menu, the panel or a model.',
    slug: 'column-visibility',
  },
  {
    name: 'Column header groups',
    plan: 'Community',
    area: 'Columns',
    summary: 'Put a shared header above related columns.',
    slug: 'column-groups',
  },
  {
    name: 'Column spanning',
    plan: 'Community',
    area: 'Columns',
    summary: 'Let a cell stretch over the columns to its right.',
    slug: 'column-spanning',
  },
  {
    name: 'Column reordering',
    plan: 'Pro',
    area: 'Columns',
    summary: 'Drag headers to change the column order.',
    slug: 'column-ordering',
  },
  {
    name: 'Column pinning',
    plan: 'Pro',
    area: 'Columns',
    summary: 'Keep key columns on screen while scrolling sideways.',
    slug: 'column-pinning',
  },
  {
    name: 'Row height',
    plan: 'Community',
    area: 'Rows',
    summary: 'Fixed, per-row or content-driven row heights.',
    slug: 'row-height',
  },
  {
    name: 'Row spanning',
    plan: 'Community',
    area: 'Rows',
    summary: 'Merge equal neighbouring cells vertically.',
    slug: 'row-spanning',
  },
  {
    name: 'Row selection',
    plan: 'Community',
    area: 'Rows',
    summary: 'Select rows by click or with checkboxes.',
    slug: 'row-selection',
  },
  {
    name: 'Master-detail panels',
    plan: 'Pro',
    area: 'Rows',
    summary: 'Open a panel of extra content under a row.',
    slug: 'master-detail',
  },
  { name: 'Row reordering', plan: 'Pro', area: 'Rows', summary: 'Drag rows to a new position.', slug: 'row-ordering' },
  {
    name: 'Row pinning',
    plan: 'Pro',
    area: 'Rows',
    summary: 'Stick rows to the top or bottom of the grid.',
    slug: 'row-pinning',
  },
  { name: 'Tree data', plan: 'Pro', area: 'Rows', summary: 'Show rows as an expandable hierarchy.', slug: 'tree-data' },
  {
    name: 'Sorting',
    plan: 'Community',
    area: 'Data',
    summary: 'Order rows by one column, or several with Pro.',
    slug: 'sorting',
  },
  {
    name: 'Filtering',
    plan: 'Community',
    area: 'Data',
    summary: 'Narrow rows with per-column operators.',
    slug: 'filtering',
  },
  {
    name: 'Quick filter',
    plan: 'Community',
    area: 'Data',
    summary: 'One search box across every column.',
    slug: 'filtering/quick-filter',
  },
  {
    name: 'Header filters',
    plan: 'Pro',
    area: 'Data',
    summary: 'A row of filter inputs under the headers.',
    slug: 'filtering/header-filters',
  },
  {
    name: 'Pagination',
    plan: 'Community',
    area: 'Data',
    summary: 'Split rows into pages, on the client or the server.',
    slug: 'pagination',
  },
  {
    name: 'Server-side data',
    plan: 'Community',
    area: 'Data',
    summary: 'Load rows from a data source that sorts and filters.',
    slug: 'server-side-data',
  },
  {
    name: 'Cell and row editing',
    plan: 'Community',
    area: 'Editing',
    summary: 'Edit values in place and persist them.',
    slug: 'editing',
  },
  {
    name: 'Clipboard paste',
    plan: 'Premium',
    area: 'Editing',
    summary: 'Paste a block of cells from a spreadsheet.',
    slug: 'clipboard',
  },
  {
    name: 'Cell selection',
    plan: 'Premium',
    area: 'Editing',
    summary: 'Select a range of cells like in a spreadsheet.',
    slug: 'cell-selection',
  },
  {
    name: 'CSV export and print',
    plan: 'Community',
    area: 'Export',
    summary: 'Download the rows as CSV or print them.',
    slug: 'export',
  },
  {
    name: 'Excel export',
    plan: 'Premium',
    area: 'Export',
    summary: 'Write an .xlsx file with types and formats.',
    slug: 'export',
  },
  {
    name: 'Layout and sizing',
    plan: 'Community',
    area: 'Layout',
    summary: 'Fixed, fluid or content-height grids.',
    slug: 'layout',
  },
  {
    name: 'Virtualization',
    plan: 'Community',
    area: 'Layout',
    summary: 'Render only the rows and columns in view.',
    slug: 'virtualization',
  },
  {
    name: 'Row grouping',
    plan: 'Premium',
    area: 'Analysis',
    summary: 'Group rows by the values of one or more columns.',
    slug: 'row-grouping',
  },
  {
    name: 'Aggregation',
    plan: 'Premium',
    area: 'Analysis',
    summary: 'Sums, averages and counts in footers and groups.',
    slug: 'aggregation',
  },
  {
    name: 'Pivoting',
    plan: 'Premium',
    area: 'Analysis',
    summary: 'Turn row values into columns to cross-tabulate.',
    slug: 'pivoting',
  },
  {
    name: 'Charts integration',
    plan: 'Premium',
    area: 'Analysis',
    summary: 'Draw charts from the grid rows.',
    slug: 'charts-integration',
  },
];

/** Data Grid features with their plan, area and guide page, for the features catalogue. */
export const gridFeatures: GridFeature[] = entries.map((entry, index) => ({ id: index + 1, ...entry }));
