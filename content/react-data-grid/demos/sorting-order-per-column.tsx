import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { employeeDataset } from '../../demo-data/employee-columns';
import { useDemoData } from '../../demo-data/use-demo-data';
import type { EmployeeRow } from '../../demo-data/employee-rows';

export default function SortingOrderPerColumn() {
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 40, maxColumns: 6 });
  const ordered = React.useMemo<GridColDef<EmployeeRow>[]>(
    () =>
      columns.map((column) =>
        // Money is usually read from the top: the first click sorts the salary high to low.
        column.field === 'salary' ? { ...column, sortingOrder: ['desc', 'asc', null] } : column,
      ),
    [columns],
  );

  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={rows} columns={ordered} loading={loading} label="Employees" />
    </Box>
  );
}
