import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { employeeDataset } from '../../demo-data/employee-columns';
import { useDemoData } from '../../demo-data/use-demo-data';
import type { EmployeeRow } from '../../demo-data/employee-rows';

// Sorting by these makes little sense to readers of this report, so their headers do not sort.
const unsortable = new Set(['jobTitle', 'bonusRate']);

export default function SortingDisableSome() {
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 40, maxColumns: 6 });
  const withRules = React.useMemo<GridColDef<EmployeeRow>[]>(
    () => columns.map((column) => (unsortable.has(column.field) ? { ...column, sortable: false } : column)),
    [columns],
  );

  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={rows} columns={withRules} loading={loading} label="Employees" />
    </Box>
  );
}
