import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { employeeDataset } from '../../../demo-data/employee-columns';
import { useDemoData } from '../../../demo-data/use-demo-data';

export default function FilteringBasic() {
  // 12 columns cover every built-in type: string, number, date, dateTime, boolean and singleSelect.
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 60, maxColumns: 12 });

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} loading={loading} label="Employees" showToolbar />
    </Box>
  );
}
