import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, GridFooterContainer, GridPagination } from '@mui/x-data-grid';
import { employeeDataset } from '../../../demo-data/employee-columns';
import { useDemoData } from '../../../demo-data/use-demo-data';

type SyncStatus = 'synced' | 'offline';

// Module augmentation: the footer slot now accepts a `syncStatus` prop through slotProps.
declare module '@mui/x-data-grid' {
  interface FooterPropsOverrides {
    syncStatus?: SyncStatus;
  }
}

function StatusFooter({ syncStatus = 'synced' }: { syncStatus?: SyncStatus }) {
  const online = syncStatus === 'synced';
  return (
    <GridFooterContainer>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, typography: 'body2' }}>
        <Box
          component="span"
          aria-hidden
          sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: online ? 'success.main' : 'error.main' }}
        />
        {online ? 'All changes saved' : 'Offline: changes are kept on this device'}
      </Box>
      <GridPagination />
    </GridFooterContainer>
  );
}

export default function CustomSubcomponentsFooterStatus() {
  const [syncStatus, setSyncStatus] = React.useState<SyncStatus>('synced');
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 40, maxColumns: 5 });

  return (
    <Box sx={{ width: '100%' }}>
      <Button
        size="small"
        variant="outlined"
        sx={{ mb: 1 }}
        onClick={() => setSyncStatus(syncStatus === 'synced' ? 'offline' : 'synced')}
      >
        {syncStatus === 'synced' ? 'Go offline' : 'Go back online'}
      </Button>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          loading={loading}
          label="Employees"
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
          pageSizeOptions={[10, 20]}
          slots={{ footer: StatusFooter }}
          slotProps={{ footer: { syncStatus } }}
        />
      </Box>
    </Box>
  );
}
