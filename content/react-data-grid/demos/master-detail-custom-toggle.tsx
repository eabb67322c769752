import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  gridDetailPanelExpandedRowsContentCacheSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridRenderCellParams,
  type GridRowParams,
} from '@mui/x-data-grid-pro';
import { createCustomerOrders, type CustomerOrder } from '../../demo-data/customer-orders';

const orders = createCustomerOrders(12, 3);

// Only orders of three lines or more have a panel.
const getDetailPanelContent = ({ row }: GridRowParams<CustomerOrder>) =>
  row.lines.length >= 3 ? (
    <Box sx={{ px: 3, py: 1.5 }}>
      <Typography variant="body2">
        {row.lines.map((line) => `${line.quantity} × ${line.product}`).join(' · ')}
      </Typography>
    </Box>
  ) : null;
const getDetailPanelHeight = () => 'auto' as const;

function LinesToggle({ id, value: isExpanded }: GridRenderCellParams<CustomerOrder, boolean>) {
  const apiRef = useGridApiContext();
  // The cache holds each expanded-or-not row's panel content, so the toggle knows which rows have one.
  const contentCache = useGridSelector(apiRef, gridDetailPanelExpandedRowsContentCacheSelector);
  const hasPanel = React.isValidElement(contentCache[id]);

  return (
    <IconButton
      size="small"
      disabled={!hasPanel}
      aria-label={isExpanded ? 'Hide order lines' : 'Show order lines'}
      aria-expanded={isExpanded}
      onClick={() => apiRef.current.toggleDetailPanel(id)}
    >
      <ExpandMoreIcon
        fontSize="inherit"
        sx={{
          transform: `rotate(${isExpanded ? 180 : 0}deg)`,
          transition: (theme) => theme.transitions.create('transform'),
        }}
      />
    </IconButton>
  );
}

const columns: GridColDef<CustomerOrder>[] = [
  { field: 'number', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  {
    field: 'lineCount',
    headerName: 'Lines',
    type: 'number',
    width: 80,
    valueGetter: (_value, row) => row.lines.length,
  },
  // Spreading the built-in definition keeps its field, width and options; placing it last moves it to the end.
  {
    ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
    headerName: 'Details',
    renderHeader: ({ colDef }) => (
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {colDef.headerName}
      </Typography>
    ),
    width: 90,
    renderCell: (params) => <LinesToggle {...params} />,
  },
];

export default function MasterDetailCustomToggle() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={orders}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        label="Orders with a custom toggle"
        hideFooter
      />
    </Box>
  );
}
