import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { employeeDataset } from '../../demo-data/employee-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

export default function RowSelectionNoClick() {
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 40, maxColumns: 6 });

  // Clicking a cell only focuses it: the checkboxes are the one way to select.
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        loading={loading}
        label="Employees selected with checkboxes only"
        checkboxSelection
        disableRowSelectionOnClick
      />
    </Box>
  );
}
