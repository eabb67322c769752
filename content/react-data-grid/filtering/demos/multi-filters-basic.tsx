import Box from '@mui/material/Box';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { employeeDataset } from '../../../demo-data/employee-columns';
import { useDemoData } from '../../../demo-data/use-demo-data';

export default function MultiFiltersBasic() {
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 100, maxColumns: 9 });

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        loading={loading}
        label="Employees"
        showToolbar
        initialState={{
          filter: {
            filterModel: {
              // Two rules on one column and one on another: salaries from 70k to 110k, in Sales.
              items: [
                { id: 'min', field: 'salary', operator: '>=', value: 70000 },
                { id: 'max', field: 'salary', operator: '<=', value: 110000 },
                { id: 'team', field: 'department', operator: 'is', value: 'Sales' },
              ],
            },
          },
        }}
      />
    </Box>
  );
}
