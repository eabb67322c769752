import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { employeeDataset } from '../../demo-data/employee-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

export default function OverlaysNoResults() {
  const { rows, columns } = useDemoData({ dataset: employeeDataset, rowCount: 25, maxColumns: 6 });

  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        label="Employees"
        showToolbar
        // No employee earns less than 1 USD, so the filter leaves nothing to show.
        initialState={{ filter: { filterModel: { items: [{ field: 'salary', operator: '<', value: 1 }] } } }}
      />
    </Box>
  );
}
