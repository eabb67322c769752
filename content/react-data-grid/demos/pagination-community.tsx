import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { employeeDataset } from '../../demo-data/employee-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

export default function PaginationCommunity() {
  // 230 employees: with the default page size of 100, the footer offers three pages.
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 230, maxColumns: 6 });

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} loading={loading} label="Employees, 100 per page" />
    </Box>
  );
}
