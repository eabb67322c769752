import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import { DataGridPro, type GridColDef, type GridRowId, type GridRowParams } from '@mui/x-data-grid-pro';
import { createCustomerOrders, orderTotal, type CustomerOrder } from '../../demo-data/customer-orders';

const orders = createCustomerOrders(10, 8);

const columns: GridColDef<CustomerOrder>[] = [
  { field: 'number', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110, valueGetter: (_value, row) => orderTotal(row) },
];

const getDetailPanelContent = ({ row }: GridRowParams<CustomerOrder>) => (
  <Box sx={{ px: 4, py: 1.5 }}>
    <Typography variant="body2">{row.lines.map((line) => `${line.quantity} × ${line.product}`).join(', ')}</Typography>
  </Box>
);
const getDetailPanelHeight = () => 'auto' as const;

// Slots take plain components; wrapping the icons also fixes their size.
function ExpandIcon({ className }: { className?: string }) {
  return <AddCircleOutlineIcon fontSize="small" className={className} />;
}

function CollapseIcon({ className }: { className?: string }) {
  return <RemoveCircleOutlineIcon fontSize="small" className={className} />;
}

export default function MasterDetailControlled() {
  // The expanded rows are React state: open the second and third orders to begin with.
  const [expandedIds, setExpandedIds] = React.useState<Set<GridRowId>>(() => new Set([2, 3]));

  const collapse = (id: GridRowId) => {
    const next = new Set(expandedIds);
    next.delete(id);
    setExpandedIds(next);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', minHeight: 32 }}>
        <Typography variant="body2">Open panels:</Typography>
        {expandedIds.size === 0 && (
          <Typography variant="body2" color="text.secondary">
            none
          </Typography>
        )}
        {[...expandedIds].map((id) => (
          <Chip
            key={id}
            size="small"
            label={orders.find((order) => order.id === id)?.number ?? id}
            onDelete={() => collapse(id)}
          />
        ))}
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          rows={orders}
          columns={columns}
          getDetailPanelContent={getDetailPanelContent}
          getDetailPanelHeight={getDetailPanelHeight}
          detailPanelExpandedRowIds={expandedIds}
          onDetailPanelExpandedRowIdsChange={setExpandedIds}
          slots={{ detailPanelExpandIcon: ExpandIcon, detailPanelCollapseIcon: CollapseIcon }}
          label="Orders with controlled panels"
          hideFooter
        />
      </Box>
    </Stack>
  );
}
