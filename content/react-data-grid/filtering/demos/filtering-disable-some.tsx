import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { employeeDataset } from '../../../demo-data/employee-columns';
import { useDemoData } from '../../../demo-data/use-demo-data';
import type { EmployeeRow } from '../../../demo-data/employee-rows';

export default function FilteringDisableSome() {
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 40, maxColumns: 6 });
  // Salary and bonus are shown but cannot be filtered on.
  const guarded = React.useMemo<GridColDef<EmployeeRow>[]>(
    () =>
      columns.map((column) =>
        column.field === 'salary' || column.field === 'bonusRate' ? { ...column, filterable: false } : column,
      ),
    [columns],
  );

  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={guarded} loading={loading} label="Employees" showToolbar />
    </Box>
  );
}
