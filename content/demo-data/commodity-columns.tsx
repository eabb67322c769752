import type { GridColDef } from '@mui/x-data-grid';
import type { DemoDataset } from './demo-dataset';
import { createActionsColumn, type DemoRowAction } from './grid-actions-column';
import { renderProgressCell, renderRatingCell } from './grid-cells';
import { formatPercent, formatUsd, formatWhole } from './grid-formatters';
import {
  commodityNames,
  createCommodityRows,
  incoterms,
  tradeSides,
  tradeStatuses,
  type CommodityRow,
} from './commodity-rows';

/**
 * Column definitions for `createCommodityRows`: every grid column type, money and percentage
 * formatters, a fill bar and counterparty stars.
 * @param onAction Called by the row actions ("edit", "delete").
 */
export function createCommodityColumns(
  onAction?: (action: DemoRowAction, id: CommodityRow['id']) => void,
): GridColDef<CommodityRow>[] {
  return [
    { field: 'commodity', headerName: 'Commodity', type: 'singleSelect', valueOptions: commodityNames, width: 150 },
    { field: 'tradeId', headerName: 'Trade', width: 110 },
    { field: 'side', headerName: 'Side', type: 'singleSelect', valueOptions: [...tradeSides], width: 80 },
    { field: 'status', headerName: 'Status', type: 'singleSelect', valueOptions: [...tradeStatuses], width: 140 },
    { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110, valueFormatter: formatWhole },
    { field: 'unit', headerName: 'Unit', width: 80 },
    { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 120, valueFormatter: formatUsd },
    { field: 'totalPrice', headerName: 'Total', type: 'number', width: 150, valueFormatter: formatUsd },
    { field: 'priceChange', headerName: 'Change', type: 'number', width: 100, valueFormatter: formatPercent },
    { field: 'filledRatio', headerName: 'Filled', type: 'number', width: 150, renderCell: renderProgressCell },
    { field: 'filledQuantity', headerName: 'Filled quantity', type: 'number', width: 130, valueFormatter: formatWhole },
    { field: 'tradeDate', headerName: 'Trade date', type: 'date', width: 120 },
    { field: 'maturityDate', headerName: 'Maturity', type: 'date', width: 120 },
    { field: 'lastUpdated', headerName: 'Last updated', type: 'dateTime', width: 180 },
    { field: 'hedged', headerName: 'Hedged', type: 'boolean', width: 90 },
    { field: 'trader', headerName: 'Trader', width: 160 },
    { field: 'counterparty', headerName: 'Counterparty', width: 160 },
    { field: 'counterpartyRating', headerName: 'Rating', type: 'number', width: 130, renderCell: renderRatingCell },
    { field: 'exchange', headerName: 'Exchange', width: 190 },
    { field: 'incoterm', headerName: 'Incoterm', type: 'singleSelect', valueOptions: [...incoterms], width: 100 },
    createActionsColumn<CommodityRow>(onAction ? (action, id) => onAction(action, Number(id)) : undefined),
  ];
}

/** Trades on a commodity desk: 21 columns of every type, up to 100,000 rows. */
export const commodityDataset: DemoDataset<CommodityRow> = {
  name: 'commodities',
  createRows: createCommodityRows,
  createColumns: () => createCommodityColumns(),
};
