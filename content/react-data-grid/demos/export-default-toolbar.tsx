import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { employeeDataset } from '../../demo-data/employee-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

export default function ExportDefaultToolbar() {
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 25, maxColumns: 6 });

  // The toolbar's export menu offers "Print" and "Download as CSV".
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} loading={loading} label="Employees to export" showToolbar />
    </Box>
  );
}
