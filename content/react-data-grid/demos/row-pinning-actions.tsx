import * as React from 'react';
import Box from '@mui/material/Box';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import PushPinIcon from '@mui/icons-material/PushPin';
import {
  DataGridPro,
  GridActionsCellItem,
  type GridColDef,
  type GridPinnedRowsProp,
  type GridRowId,
} from '@mui/x-data-grid-pro';
import { createOrderRows, type OrderRow } from '../../demo-data/grid-rows';

const allOrders = createOrderRows(30);

type Side = 'top' | 'bottom';

const baseColumns: GridColDef<OrderRow>[] = [
  { field: 'id', headerName: '#', type: 'number', width: 60 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 170 },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function RowPinningActions() {
  // Which rows are pinned, and where. Everything else is derived from this.
  const [pinned, setPinned] = React.useState<ReadonlyMap<GridRowId, Side>>(() => new Map([[3, 'top']]));

  const setSide = React.useCallback((id: GridRowId, side: Side | null) => {
    setPinned((current) => {
      const next = new Map(current);
      if (side) next.set(id, side);
      else next.delete(id);
      return next;
    });
  }, []);

  // A row lives either in `rows` or in `pinnedRows`, never in both.
  const { rows, pinnedRows } = React.useMemo(() => {
    const split: Record<Side, OrderRow[]> = { top: [], bottom: [] };
    const unpinned: OrderRow[] = [];
    for (const order of allOrders) {
      const side = pinned.get(order.id);
      if (side) split[side].push(order);
      else unpinned.push(order);
    }
    const pinnedRows: GridPinnedRowsProp<OrderRow> = split;
    return { rows: unpinned, pinnedRows };
  }, [pinned]);

  const columns = React.useMemo<GridColDef<OrderRow>[]>(
    () => [
      ...baseColumns,
      {
        field: 'pin',
        type: 'actions',
        headerName: 'Pin',
        width: 90,
        getActions: ({ id }) => {
          const side = pinned.get(id);
          if (side) {
            return [
              <GridActionsCellItem
                key="unpin"
                icon={<PushPinIcon />}
                label="Unpin"
                onClick={() => setSide(id, null)}
              />,
            ];
          }
          return [
            <GridActionsCellItem
              key="top"
              icon={<ArrowUpwardIcon />}
              label="Pin to top"
              onClick={() => setSide(id, 'top')}
            />,
            <GridActionsCellItem
              key="bottom"
              icon={<ArrowDownwardIcon />}
              label="Pin to bottom"
              onClick={() => setSide(id, 'bottom')}
            />,
          ];
        },
      },
    ],
    [pinned, setSide],
  );

  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} pinnedRows={pinnedRows} label="Orders you can pin" hideFooter />
    </Box>
  );
}
