import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, getGridNumericOperators, type GridColDef } from '@mui/x-data-grid';
import { employeeDataset } from '../../../demo-data/employee-columns';
import { useDemoData } from '../../../demo-data/use-demo-data';
import type { EmployeeRow } from '../../../demo-data/employee-rows';

// Exact salaries are rarely what people look for: keep the two comparisons.
const salaryOperators = getGridNumericOperators().filter(({ value }) => value === '>=' || value === '<=');

export default function CustomizationRemoveOperators() {
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 60, maxColumns: 6 });
  const trimmed = React.useMemo<GridColDef<EmployeeRow>[]>(
    () =>
      columns.map((column) => (column.field === 'salary' ? { ...column, filterOperators: salaryOperators } : column)),
    [columns],
  );

  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={trimmed}
        loading={loading}
        label="Employees"
        showToolbar
        initialState={{ filter: { filterModel: { items: [{ field: 'salary', operator: '>=', value: 100000 }] } } }}
      />
    </Box>
  );
}
