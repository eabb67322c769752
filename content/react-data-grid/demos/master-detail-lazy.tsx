import * as React from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridRowParams } from '@mui/x-data-grid-pro';
import { createCustomerOrders, type CustomerOrder } from '../../demo-data/customer-orders';

const orders = createCustomerOrders(15, 12);

type Shipment = { carrier: string; tracking: string; status: string };

// Pretend request: shipment details are only fetched when a panel opens.
function fetchShipment(order: CustomerOrder): Promise<Shipment> {
  return new Promise((resolve) => {
    setTimeout(() => {
      resolve({
        carrier: order.id % 2 === 0 ? 'Northwind Parcel' : 'Blue Fox Freight',
        tracking: `NP${String(order.id * 7919).padStart(8, '0')}`,
        status: order.id % 3 === 0 ? 'Out for delivery' : 'In transit',
      });
    }, 800);
  });
}

function ShipmentPanel({ order }: { order: CustomerOrder }) {
  const [shipment, setShipment] = React.useState<Shipment | null>(null);

  // Runs when the panel mounts, that is, when the row is expanded.
  React.useEffect(() => {
    let active = true;
    fetchShipment(order).then((result) => {
      if (active) setShipment(result);
    });
    return () => {
      active = false;
    };
  }, [order]);

  return (
    <Box sx={{ px: 4, py: 2, height: '100%', boxSizing: 'border-box', display: 'flex', alignItems: 'center' }}>
      {shipment ? (
        <Typography variant="body2">
          {shipment.status} with {shipment.carrier}, tracking number {shipment.tracking}.
        </Typography>
      ) : (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <CircularProgress size={20} aria-label={`Loading shipment of ${order.number}`} />
          <Typography variant="body2">Loading shipment…</Typography>
        </Box>
      )}
    </Box>
  );
}

const columns: GridColDef<CustomerOrder>[] = [
  { field: 'number', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'country', headerName: 'Country', width: 150 },
];

const getDetailPanelContent = ({ row }: GridRowParams<CustomerOrder>) => <ShipmentPanel order={row} />;
const getDetailPanelHeight = () => 64;

export default function MasterDetailLazy() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={orders}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        label="Orders with shipment details"
        hideFooter
      />
    </Box>
  );
}
