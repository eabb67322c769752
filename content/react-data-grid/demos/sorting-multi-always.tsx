import Box from '@mui/material/Box';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { employeeDataset } from '../../demo-data/employee-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

export default function SortingMultiAlways() {
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 40, maxColumns: 6 });

  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        loading={loading}
        label="Employees"
        // Each header click adds a rule (or flips it), no modifier key needed.
        multipleColumnsSortingMode="always"
      />
    </Box>
  );
}
