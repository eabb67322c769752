import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import PrintIcon from '@mui/icons-material/Print';
import SaveAltIcon from '@mui/icons-material/SaveAlt';
import { DataGrid, ExportCsv, ExportPrint, Toolbar, ToolbarButton } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';

interface StockLine {
  id: number;
  sku: string;
  item: string;
  aisle: string;
  onHand: number;
  reorderAt: number;
}

const stock: StockLine[] = [
  { id: 1, sku: 'BLT-0412', item: 'Hex bolt M8 × 40', aisle: 'A3', onHand: 1840, reorderAt: 500 },
  { id: 2, sku: 'WSH-0090', item: 'Flat washer M8', aisle: 'A3', onHand: 320, reorderAt: 800 },
  { id: 3, sku: 'HNG-2211', item: 'Butt hinge 75 mm', aisle: 'B1', onHand: 96, reorderAt: 60 },
  { id: 4, sku: 'GLU-0007', item: 'Wood glue 500 ml', aisle: 'C4', onHand: 42, reorderAt: 50 },
  { id: 5, sku: 'SND-1200', item: 'Sanding sheet P120', aisle: 'C2', onHand: 610, reorderAt: 200 },
  { id: 6, sku: 'SCR-3530', item: 'Wood screw 3.5 × 30', aisle: 'A1', onHand: 5200, reorderAt: 1500 },
  { id: 7, sku: 'BRK-0455', item: 'Shelf bracket 150 mm', aisle: 'B2', onHand: 18, reorderAt: 40 },
];

const columns: GridColDef<StockLine>[] = [
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 170 },
  { field: 'aisle', headerName: 'Aisle', width: 80 },
  { field: 'onHand', headerName: 'On hand', type: 'number', width: 100 },
  { field: 'reorderAt', headerName: 'Reorder at', type: 'number', width: 110 },
];

/** A title on the left, then one icon button per export format. */
function StockToolbar() {
  return (
    <Toolbar>
      <Typography variant="subtitle2" component="span" sx={{ flex: 1, px: 0.5 }}>
        Warehouse stock
      </Typography>
      <Tooltip title="Save as CSV">
        {/* The options are those of apiRef.current.exportDataAsCsv(). */}
        <ExportCsv
          render={<ToolbarButton aria-label="Save as CSV" />}
          options={{ fileName: 'warehouse-stock', delimiter: ';', utf8WithBom: true }}
        >
          <SaveAltIcon fontSize="small" />
        </ExportCsv>
      </Tooltip>
      <Tooltip title="Print">
        <ExportPrint
          render={<ToolbarButton aria-label="Print" />}
          options={{ hideToolbar: true, hideFooter: true, fileName: 'Warehouse stock' }}
        >
          <PrintIcon fontSize="small" />
        </ExportPrint>
      </Tooltip>
    </Toolbar>
  );
}

export default function ExportComponentButtons() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={stock} columns={columns} label="Warehouse stock" slots={{ toolbar: StockToolbar }} showToolbar />
    </Box>
  );
}
