import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface PackageRow {
  id: string;
  product: string;
  plan: 'Community' | 'Pro' | 'Premium';
  version: string;
}

const rows: PackageRow[] = [
  { id: '@mui/x-data-grid', product: 'Data Grid', plan: 'Community', version: '8.12.1' },
  { id: '@mui/x-data-grid-pro', product: 'Data Grid', plan: 'Pro', version: '8.12.1' },
  { id: '@mui/x-data-grid-premium', product: 'Data Grid', plan: 'Premium', version: '8.12.1' },
  { id: '@mui/x-date-pickers', product: 'Date and Time Pickers', plan: 'Community', version: '8.12.0' },
  { id: '@mui/x-date-pickers-pro', product: 'Date and Time Pickers', plan: 'Pro', version: '8.12.0' },
  { id: '@mui/x-charts', product: 'Charts', plan: 'Community', version: '8.12.0' },
  { id: '@mui/x-charts-pro', product: 'Charts', plan: 'Pro', version: '8.12.0' },
  { id: '@mui/x-tree-view', product: 'Tree View', plan: 'Community', version: '8.12.0' },
  { id: '@mui/x-tree-view-pro', product: 'Tree View', plan: 'Pro', version: '8.10.1' },
];

const columns: GridColDef<PackageRow>[] = [
  { field: 'id', headerName: 'Package', flex: 1.4, minWidth: 200 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'plan', headerName: 'Plan', width: 120 },
  { field: 'version', headerName: 'Version', width: 110 },
];

export default function OverviewPackageGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        density="compact"
        disableRowSelectionOnClick
        hideFooter
        aria-label="MUI X packages documented on this site"
      />
    </Box>
  );
}
