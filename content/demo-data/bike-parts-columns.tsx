import AddBoxOutlinedIcon from '@mui/icons-material/AddBoxOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import Chip from '@mui/material/Chip';
import {
  GRID_AGGREGATION_ROOT_FOOTER_ROW_ID,
  GridActionsCellItem,
  type GridColDef,
  type GridRenderCellParams,
  type GridRowId,
} from '@mui/x-data-grid-premium';
import {
  bikePartCategories,
  stockStatus,
  stockStatusLabels,
  stockValue,
  type BikePart,
  type StockStatus,
} from './bike-parts';

/** Columns of the workshop inventory; `onReceive` books a delivery of a few units of one part. */

const euro = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

const statusLook: Record<StockStatus, { icon: React.ReactElement; color: 'success' | 'warning' | 'error' }> = {
  'in-stock': { icon: <CheckCircleOutlineIcon />, color: 'success' },
  low: { icon: <ErrorOutlineIcon />, color: 'warning' },
  out: { icon: <RemoveCircleOutlineIcon />, color: 'error' },
};

function StockStatusChip({ value, rowNode }: GridRenderCellParams<BikePart, StockStatus>) {
  // The aggregation footer row has no status of its own.
  if (!value || rowNode.type !== 'leaf') return null;
  const { icon, color } = statusLook[value];
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={icon}
      label={stockStatusLabels[value]}
      // The border and icon carry the colour; the label keeps the body text colour for contrast.
      sx={{ color: 'text.primary', borderColor: `${color}.main`, '& .MuiChip-icon': { color: `${color}.main` } }}
    />
  );
}

/** How many units the "receive" action adds. */
export const DELIVERY_SIZE = 10;

export function createBikePartColumns(onReceive: (id: GridRowId) => void): GridColDef<BikePart>[] {
  return [
    { field: 'sku', headerName: 'SKU', width: 100 },
    { field: 'part', headerName: 'Part', minWidth: 180, flex: 1 },
    { field: 'category', headerName: 'Category', type: 'singleSelect', valueOptions: bikePartCategories, width: 120 },
    { field: 'supplier', headerName: 'Supplier', width: 130 },
    {
      field: 'status',
      headerName: 'Status',
      type: 'singleSelect',
      valueOptions: Object.entries(stockStatusLabels).map(([value, label]) => ({ value, label })),
      // Not stored on the row: worked out from the two counts, so it follows every edit.
      valueGetter: (_value, row) => stockStatus(row),
      width: 160,
      renderCell: StockStatusChip,
    },
    { field: 'onHand', headerName: 'On hand', type: 'number', width: 100, editable: true },
    { field: 'reorderAt', headerName: 'Reorder at', type: 'number', width: 110, editable: true },
    {
      field: 'unitCost',
      headerName: 'Unit cost',
      type: 'number',
      width: 110,
      editable: true,
      valueFormatter: (value: number) => euro.format(value),
    },
    {
      field: 'stockValue',
      headerName: 'Stock value',
      type: 'number',
      width: 130,
      valueGetter: (_value, row) => stockValue(row),
      valueFormatter: (value: number) => (value == null ? '' : euro.format(value)),
    },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Receive',
      width: 90,
      getActions: ({ id, row }) =>
        id === GRID_AGGREGATION_ROOT_FOOTER_ROW_ID
          ? []
          : [
              <GridActionsCellItem
                key="receive"
                icon={<AddBoxOutlinedIcon />}
                label={`Receive ${DELIVERY_SIZE} × ${row.part}`}
                onClick={() => onReceive(id)}
              />,
            ],
    },
  ];
}
