import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  useGridApiRef,
  type GridColDef,
  type GridEventListener,
  type GridRowParams,
} from '@mui/x-data-grid-pro';
import { createCustomerOrders, type CustomerOrder } from '../../demo-data/customer-orders';

const orders = createCustomerOrders(12, 41);

const columns: GridColDef<CustomerOrder>[] = [
  { field: 'number', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'email', headerName: 'E-mail', flex: 1, minWidth: 200 },
];

const getDetailPanelContent = ({ row }: GridRowParams<CustomerOrder>) => (
  <Box sx={{ px: 4, py: 1.5 }}>
    <Typography variant="body2">
      Placed on {row.placed.toLocaleDateString('en-GB')}, paid in {row.currency}.
    </Typography>
  </Box>
);
const getDetailPanelHeight = () => 'auto' as const;

export default function RowRecipesRowClick() {
  const apiRef = useGridApiRef();

  // A click anywhere on the row opens or closes its panel, not only on the toggle.
  const handleRowClick = React.useCallback<GridEventListener<'rowClick'>>(
    ({ id }) => apiRef.current?.toggleDetailPanel(id),
    [apiRef],
  );

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        apiRef={apiRef}
        rows={orders}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        onRowClick={handleRowClick}
        label="Orders that open on click"
        hideFooter
        sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
      />
    </Box>
  );
}
