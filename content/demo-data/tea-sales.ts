import type { GridColDef } from '@mui/x-data-grid';
import { formatUsdWhole, formatWhole } from './grid-formatters';

/**
 * A small, flat sales ledger of a made-up tea merchant with two shops, for the pages that explain
 * pivoting step by step: few distinct values in each text column, so every pivot stays readable.
 */
export type TeaSale = {
  id: number;
  /** The tea sold. */
  tea: 'Sencha' | 'Assam';
  /** How it was packed. */
  pack: 'Tin' | 'Pouch';
  /** Which shop sold it. */
  shop: 'Harbour Street' | 'Market Square';
  quarter: 'Q1' | 'Q2';
  /** Packs sold. */
  units: number;
  /** USD. */
  revenue: number;
};

/** Twelve lines of the ledger; a tin costs $18, a pouch $11. */
export const teaSales: TeaSale[] = [
  { id: 1, tea: 'Sencha', pack: 'Tin', shop: 'Harbour Street', quarter: 'Q1', units: 42, revenue: 756 },
  { id: 2, tea: 'Sencha', pack: 'Pouch', shop: 'Market Square', quarter: 'Q1', units: 65, revenue: 715 },
  { id: 3, tea: 'Assam', pack: 'Pouch', shop: 'Harbour Street', quarter: 'Q1', units: 80, revenue: 880 },
  { id: 4, tea: 'Assam', pack: 'Tin', shop: 'Market Square', quarter: 'Q1', units: 23, revenue: 414 },
  { id: 5, tea: 'Sencha', pack: 'Pouch', shop: 'Harbour Street', quarter: 'Q1', units: 31, revenue: 341 },
  { id: 6, tea: 'Assam', pack: 'Pouch', shop: 'Market Square', quarter: 'Q1', units: 57, revenue: 627 },
  { id: 7, tea: 'Sencha', pack: 'Tin', shop: 'Market Square', quarter: 'Q2', units: 38, revenue: 684 },
  { id: 8, tea: 'Sencha', pack: 'Pouch', shop: 'Harbour Street', quarter: 'Q2', units: 72, revenue: 792 },
  { id: 9, tea: 'Assam', pack: 'Tin', shop: 'Harbour Street', quarter: 'Q2', units: 29, revenue: 522 },
  { id: 10, tea: 'Assam', pack: 'Pouch', shop: 'Market Square', quarter: 'Q2', units: 91, revenue: 1001 },
  { id: 11, tea: 'Sencha', pack: 'Tin', shop: 'Harbour Street', quarter: 'Q2', units: 18, revenue: 324 },
  { id: 12, tea: 'Assam', pack: 'Pouch', shop: 'Harbour Street', quarter: 'Q2', units: 46, revenue: 506 },
];

/** The ledger's columns: four text columns to pivot by and two numbers to aggregate. */
export const teaSaleColumns: GridColDef<TeaSale>[] = [
  { field: 'tea', headerName: 'Tea', width: 110 },
  { field: 'pack', headerName: 'Pack', width: 100 },
  { field: 'shop', headerName: 'Shop', width: 150 },
  { field: 'quarter', headerName: 'Quarter', width: 100 },
  { field: 'units', headerName: 'Units', type: 'number', width: 100, valueFormatter: formatWhole },
  { field: 'revenue', headerName: 'Revenue', type: 'number', width: 120, valueFormatter: formatUsdWhole },
];
