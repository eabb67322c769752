import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { employeeDataset } from '../../demo-data/employee-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

export default function OverlaysLoadingSkeleton() {
  const { columns } = useDemoData({ dataset: employeeDataset, rowCount: 1, maxColumns: 6 });

  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={[]}
        columns={columns}
        label="Employees (loading)"
        // Kept loading on purpose, to show the overlay.
        loading
        slotProps={{ loadingOverlay: { variant: 'skeleton', noRowsVariant: 'skeleton' } }}
      />
    </Box>
  );
}
