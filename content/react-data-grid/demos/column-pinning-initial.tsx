import Box from '@mui/material/Box';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { employeeDataset } from '../../demo-data/employee-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

export default function ColumnPinningInitial() {
  // 21 columns, far wider than the grid: scroll sideways and the pinned ones stay.
  const { rows, columns } = useDemoData({ dataset: employeeDataset, rowCount: 40 });

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        initialState={{ pinnedColumns: { left: ['name'], right: ['actions'] } }}
        label="Employees with pinned name and actions"
      />
    </Box>
  );
}
