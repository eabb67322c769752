import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { employeeDataset } from '../../../demo-data/employee-columns';
import { useDemoData } from '../../../demo-data/use-demo-data';

export default function FilteringInitial() {
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 60, maxColumns: 7 });

  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        loading={loading}
        label="Employees"
        showToolbar
        // Applied on the first render only; open the filter panel to change or remove it.
        initialState={{
          filter: { filterModel: { items: [{ field: 'performance', operator: '>=', value: 4 }] } },
        }}
      />
    </Box>
  );
}
