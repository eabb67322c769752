import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { employeeDataset } from '../../../demo-data/employee-columns';
import { useDemoData } from '../../../demo-data/use-demo-data';

export default function CustomSubcomponentsToolbar() {
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 30, maxColumns: 6 });

  return (
    <Box sx={{ height: 380, width: '100%' }}>
      {/* The built-in toolbar: columns, filters, density, export and quick filter. */}
      <DataGrid rows={rows} columns={columns} loading={loading} label="Employees" showToolbar />
    </Box>
  );
}
