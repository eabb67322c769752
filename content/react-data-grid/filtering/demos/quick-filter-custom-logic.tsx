import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridLogicOperator, type GetApplyQuickFilterFn, type GridColDef } from '@mui/x-data-grid';
import { employeeDataset } from '../../../demo-data/employee-columns';
import { useDemoData } from '../../../demo-data/use-demo-data';
import type { EmployeeRow } from '../../../demo-data/employee-rows';

/** A four-digit word matches the year of the date; any other word is not tested on this column. */
const matchYear: GetApplyQuickFilterFn<EmployeeRow, Date> = (word) => {
  if (!/^\d{4}$/.test(String(word))) return null;
  return (value) => value instanceof Date && value.getFullYear() === Number(word);
};

export default function QuickFilterCustomLogic() {
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 100, maxColumns: 9 });
  const searchable = React.useMemo<GridColDef<EmployeeRow>[]>(
    () =>
      columns.map((column) => {
        if (column.field === 'hireDate') return { ...column, getApplyQuickFilterFn: matchYear };
        // Job titles are left out of the search entirely.
        if (column.field === 'jobTitle') return { ...column, getApplyQuickFilterFn: () => null };
        return column;
      }),
    [columns],
  );

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={searchable}
        loading={loading}
        label="Employees"
        showToolbar
        initialState={{
          filter: {
            filterModel: {
              items: [],
              // A row needs to match one word, not all of them.
              quickFilterLogicOperator: GridLogicOperator.Or,
              quickFilterValues: ['2021', 'Principal'],
            },
          },
        }}
      />
    </Box>
  );
}
