import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import FilterListIcon from '@mui/icons-material/FilterList';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import {
  ColumnsPanelTrigger,
  DataGrid,
  ExportCsv,
  FilterPanelTrigger,
  Toolbar,
  type GridColDef,
} from '@mui/x-data-grid';
import { createOrderRows, type OrderRow } from '../../demo-data/grid-rows';

const rows = createOrderRows(30, 11);

const columns: GridColDef<OrderRow>[] = [
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 90 },
  { field: 'status', headerName: 'Status', width: 120 },
];

/**
 * A replacement for the whole `toolbar` slot, assembled from the grid's toolbar building blocks: each trigger
 * renders a labelled text button, and the filter button spells out how many filters are active.
 * It is declared at module level so its identity never changes between renders.
 */
function OrdersToolbar() {
  return (
    <Toolbar>
      <Typography component="span" sx={{ flex: 1, mx: 0.5, fontWeight: 500 }}>
        March orders
      </Typography>
      <ColumnsPanelTrigger render={<Button size="small" startIcon={<ViewColumnIcon />} />}>Columns</ColumnsPanelTrigger>
      <FilterPanelTrigger
        render={(triggerProps, { filterCount }) => (
          <Button {...triggerProps} size="small" startIcon={<FilterListIcon />}>
            {filterCount > 0 ? `Filters (${filterCount})` : 'Filters'}
          </Button>
        )}
      />
      <ExportCsv
        options={{ fileName: 'march-orders' }}
        render={<Button size="small" variant="outlined" startIcon={<FileDownloadIcon />} />}
      >
        CSV
      </ExportCsv>
    </Toolbar>
  );
}

export default function SlotsGridCustomToolbar() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} density="compact" showToolbar slots={{ toolbar: OrdersToolbar }} />
    </Box>
  );
}
