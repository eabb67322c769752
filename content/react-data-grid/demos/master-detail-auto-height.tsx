import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, useGridApiContext, type GridColDef, type GridRowParams } from '@mui/x-data-grid-pro';
import {
  createCustomerOrders,
  orderTotal,
  type CustomerOrder,
  type OrderLineItem,
} from '../../demo-data/customer-orders';

const orders = createCustomerOrders(12);

const orderColumns: GridColDef<CustomerOrder>[] = [
  { field: 'number', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'city', headerName: 'City', width: 120 },
  {
    field: 'lineCount',
    headerName: 'Lines',
    type: 'number',
    width: 80,
    valueGetter: (_value, row) => row.lines.length,
  },
  { field: 'total', headerName: 'Total', type: 'number', width: 110, valueGetter: (_value, row) => orderTotal(row) },
];

const lineColumns: GridColDef<OrderLineItem>[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 150 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80, editable: true },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 110 },
];

function OrderLines({ order }: { order: CustomerOrder }) {
  const apiRef = useGridApiContext();

  // Adding a line changes the panel's content height; with 'auto' the grid re-measures it.
  const addLine = () => {
    const nextId = order.lines.length + 1;
    const lines = [...order.lines, { id: nextId, product: 'Gift wrapping', quantity: 1, unitPrice: 3 }];
    apiRef.current.updateRows([{ ...order, lines }]);
  };

  return (
    <Stack spacing={1} sx={{ py: 2, px: 4, bgcolor: 'background.default' }}>
      <Typography variant="subtitle2">
        {order.number} for {order.customer}, {order.email}
      </Typography>
      <DataGridPro
        rows={order.lines}
        columns={lineColumns}
        label={`Lines of order ${order.number}`}
        density="compact"
        autoHeight
        hideFooter
      />
      <Box>
        <Button size="small" variant="outlined" onClick={addLine}>
          Add gift wrapping
        </Button>
      </Box>
    </Stack>
  );
}

export default function MasterDetailAutoHeight() {
  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<CustomerOrder>) => <OrderLines order={row} />,
    [],
  );
  const getDetailPanelHeight = React.useCallback(() => 'auto' as const, []);

  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPro
        rows={orders}
        columns={orderColumns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        label="Orders"
        hideFooter
      />
    </Box>
  );
}
