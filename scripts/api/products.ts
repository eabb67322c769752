import type ts from 'typescript';
import type { ApiProductId } from '../../src/engine/api/types';
import { packageDir, type PackageEntry } from './program';

/** What to extract for one product. */
export interface ProductSpec {
  productId: ApiProductId;
  /** Packages, cheapest plan first: an item's plan is that of the first package exporting it. */
  packages: PackageEntry[];
  /** Exported types that get their own interface page, chosen from the product's exports. */
  interfaces(exports: ReadonlyMap<string, ts.Symbol>): string[];
  /** Whether exported `use*` functions get hook pages. */
  hooks: boolean;
}

const gridInterfaces = [
  'GridApi',
  'GridColDef',
  'GridSingleSelectColDef',
  'GridActionsColDef',
  'GridCellParams',
  'GridRowParams',
  'GridFilterModel',
  'GridFilterItem',
  'GridFilterOperator',
  'GridCsvExportOptions',
  'GridPrintExportOptions',
  'GridExcelExportOptions',
  'GridExportStateParams',
  'GridRenderContext',
  'GridRowClassNameParams',
  'GridRowSpacingParams',
  'GridAggregationFunction',
  'GridAggregationFunctionDataSource',
  'GridListViewColDef',
];

/** Chart types with their own page besides the series options: the official reference's list. */
const chartTypes = [
  'BarSeriesType',
  'LineSeriesType',
  'PieSeriesType',
  'ScatterSeriesType',
  'LegendItemParams',
  'ChartImageExportOptions',
  'ChartPrintExportOptions',
];

/** Chart series option types (`BarSeries`, `LineSeries`…): type-only exports named `<Kind>Series`. */
function chartInterfaces(exports: ReadonlyMap<string, ts.Symbol>): string[] {
  const series = [...exports.keys()].filter((name) => /^[A-Z][a-z]+Series$/.test(name));
  return ['AxisConfig', ...series, ...chartTypes].filter((name) => exports.has(name));
}

function entries(...names: string[]): PackageEntry[] {
  return names.map((name) => ({ name, dir: packageDir(name) }));
}

/** The four products, read from the installed packages. */
export function getProductSpecs(): ProductSpec[] {
  return [
    {
      productId: 'x-data-grid',
      packages: entries('@mui/x-data-grid', '@mui/x-data-grid-pro', '@mui/x-data-grid-premium'),
      interfaces: (exports) => gridInterfaces.filter((name) => exports.has(name)),
      hooks: false,
    },
    {
      productId: 'x-date-pickers',
      packages: entries('@mui/x-date-pickers', '@mui/x-date-pickers-pro'),
      interfaces: () => [],
      hooks: false,
    },
    {
      productId: 'x-charts',
      packages: entries('@mui/x-charts', '@mui/x-charts-pro'),
      interfaces: chartInterfaces,
      hooks: true,
    },
    {
      productId: 'x-tree-view',
      packages: entries('@mui/x-tree-view', '@mui/x-tree-view-pro'),
      interfaces: () => [],
      hooks: false,
    },
  ];
}
