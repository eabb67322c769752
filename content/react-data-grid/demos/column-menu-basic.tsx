import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';
import { employeeDataset } from '../../demo-data/employee-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

export default function ColumnMenuBasic() {
  const apiRef = useGridApiRef();
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 30, maxColumns: 6 });

  return (
    <Box sx={{ width: '100%' }}>
      <Button size="small" variant="outlined" sx={{ mb: 1 }} onClick={() => apiRef.current?.showColumnMenu('salary')}>
        Open the Salary column menu
      </Button>
      <Box sx={{ height: 360 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} loading={loading} label="Employees" />
      </Box>
    </Box>
  );
}
