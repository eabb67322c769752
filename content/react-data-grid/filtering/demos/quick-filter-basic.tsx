import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { employeeDataset } from '../../../demo-data/employee-columns';
import { useDemoData } from '../../../demo-data/use-demo-data';

export default function QuickFilterBasic() {
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 100, maxColumns: 6 });

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      {/* The default toolbar includes the quick filter: try "senior sales". */}
      <DataGrid rows={rows} columns={columns} loading={loading} label="Employees" showToolbar />
    </Box>
  );
}
