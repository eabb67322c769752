import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridRowId, type GridRowParams } from '@mui/x-data-grid-pro';
import { createCustomerOrders, orderTotal, type CustomerOrder } from '../../demo-data/customer-orders';

const orders = createCustomerOrders(12, 17);

const columns: GridColDef<CustomerOrder>[] = [
  { field: 'number', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110, valueGetter: (_value, row) => orderTotal(row) },
];

const getDetailPanelContent = ({ row }: GridRowParams<CustomerOrder>) => (
  <Box sx={{ px: 4, py: 1.5 }}>
    <Typography variant="body2">
      Ships to {row.city}, {row.country}. {row.lines.length} line(s).
    </Typography>
  </Box>
);
const getDetailPanelHeight = () => 'auto' as const;

export default function RowRecipesOnePanel() {
  const [expanded, setExpanded] = React.useState<Set<GridRowId>>(() => new Set());

  // The grid proposes the old set plus or minus one id. Keep only the id that was just added,
  // so opening a panel closes the one that was open; closing a panel leaves none.
  const handleChange = React.useCallback((ids: Set<GridRowId>) => {
    setExpanded((previous) => {
      const added = [...ids].find((id) => !previous.has(id));
      return added === undefined ? new Set() : new Set([added]);
    });
  }, []);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={orders}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        detailPanelExpandedRowIds={expanded}
        onDetailPanelExpandedRowIdsChange={handleChange}
        label="Orders, one panel at a time"
        hideFooter
      />
    </Box>
  );
}
