import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import UnfoldLessIcon from '@mui/icons-material/UnfoldLess';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  gridDetailPanelExpandedRowIdsSelector,
  gridDetailPanelExpandedRowsContentCacheSelector,
  gridRowsLookupSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridRowId,
  type GridRowParams,
} from '@mui/x-data-grid-pro';
import { createCustomerOrders, type CustomerOrder } from '../../demo-data/customer-orders';

const orders = createCustomerOrders(14, 23);

function ExpandAllHeader() {
  const apiRef = useGridApiContext();
  const rowsLookup = useGridSelector(apiRef, gridRowsLookupSelector);
  const contentCache = useGridSelector(apiRef, gridDetailPanelExpandedRowsContentCacheSelector);
  const expandedIds = useGridSelector(apiRef, gridDetailPanelExpandedRowIdsSelector);

  const anyOpen = expandedIds.size > 0;

  // Closing is easy; opening needs the ids of the rows that actually have a panel.
  const toggleAll = () => {
    if (anyOpen) {
      apiRef.current.setExpandedDetailPanels(new Set());
      return;
    }
    const withPanel = Object.keys(rowsLookup)
      .map((key): GridRowId => rowsLookup[key]!.id as GridRowId)
      .filter((id) => contentCache[id] != null);
    apiRef.current.setExpandedDetailPanels(new Set(withPanel));
  };

  return (
    <IconButton size="small" onClick={toggleAll} aria-label={anyOpen ? 'Collapse all panels' : 'Expand all panels'}>
      {anyOpen ? <UnfoldLessIcon fontSize="inherit" /> : <UnfoldMoreIcon fontSize="inherit" />}
    </IconButton>
  );
}

const columns: GridColDef<CustomerOrder>[] = [
  { ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF, renderHeader: () => <ExpandAllHeader /> },
  { field: 'number', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'city', headerName: 'City', width: 120 },
];

// Single-line orders have nothing to detail: no panel, no toggle.
const getDetailPanelContent = ({ row }: GridRowParams<CustomerOrder>) =>
  row.lines.length > 1 ? (
    <Box sx={{ px: 4, py: 1.5 }}>
      <Typography variant="body2">{row.lines.map((line) => line.product).join(', ')}</Typography>
    </Box>
  ) : null;
const getDetailPanelHeight = () => 'auto' as const;

export default function RowRecipesExpandAll() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={orders}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        label="Orders with expand all"
        hideFooter
      />
    </Box>
  );
}
