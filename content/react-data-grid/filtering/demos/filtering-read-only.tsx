import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { employeeDataset } from '../../../demo-data/employee-columns';
import { useDemoData } from '../../../demo-data/use-demo-data';
import type { EmployeeRow } from '../../../demo-data/employee-rows';

export default function FilteringReadOnly() {
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 60, maxColumns: 6 });
  const locked = React.useMemo<GridColDef<EmployeeRow>[]>(
    () => columns.map((column) => (column.field === 'department' ? { ...column, filterable: false } : column)),
    [columns],
  );

  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={locked}
        loading={loading}
        label="Sales team"
        showToolbar
        // The department column is not filterable, yet this filter applies: the panel shows it read-only.
        initialState={{ filter: { filterModel: { items: [{ field: 'department', operator: 'is', value: 'Sales' }] } } }}
      />
    </Box>
  );
}
