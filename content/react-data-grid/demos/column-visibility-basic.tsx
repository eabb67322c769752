import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { employeeDataset } from '../../demo-data/employee-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

export default function ColumnVisibilityBasic() {
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 20, maxColumns: 7 });
  // The name identifies each person, so readers may not hide it.
  const withLockedName = columns.map((column) =>
    column.field === 'name' ? { ...column, hideable: false, headerName: 'Name (cannot be hidden)' } : column,
  );

  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={withLockedName} loading={loading} label="Employees" showToolbar />
    </Box>
  );
}
