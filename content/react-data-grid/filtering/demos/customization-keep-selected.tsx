import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, getGridDefaultColumnTypes, type GridColDef, type GridFilterOperator } from '@mui/x-data-grid';
import { employeeDataset } from '../../../demo-data/employee-columns';
import { useDemoData } from '../../../demo-data/use-demo-data';
import type { EmployeeRow } from '../../../demo-data/employee-rows';

const columnTypes = getGridDefaultColumnTypes();

/** Wraps a built-in operator: a selected row passes whatever the rule says. */
function keepSelected(operator: GridFilterOperator<EmployeeRow>): GridFilterOperator<EmployeeRow> {
  return {
    ...operator,
    getApplyFilterFn: (filterItem, column) => {
      const test = operator.getApplyFilterFn(filterItem, column);
      if (!test) return null;
      return (value, row, col, apiRef) =>
        apiRef.current.isRowSelected(apiRef.current.getRowId(row)) || test(value, row, col, apiRef);
    },
  };
}

export default function CustomizationKeepSelected() {
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 60, maxColumns: 4 });
  const wrapped = React.useMemo<GridColDef<EmployeeRow>[]>(
    () =>
      columns.map((column) => {
        // The column's own operators, or those of its type.
        const base = column.filterOperators ?? columnTypes[column.type ?? 'string']?.filterOperators ?? [];
        return { ...column, filterOperators: base.map(keepSelected) };
      }),
    [columns],
  );

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={wrapped}
        loading={loading}
        label="Employees"
        checkboxSelection
        showToolbar
        initialState={{
          filter: { filterModel: { items: [{ field: 'department', operator: 'is', value: 'Finance' }] } },
        }}
      />
    </Box>
  );
}
