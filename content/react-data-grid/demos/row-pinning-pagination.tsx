import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, type GridPinnedRowsProp } from '@mui/x-data-grid-pro';
import { employeeDataset } from '../../demo-data/employee-columns';
import type { EmployeeRow } from '../../demo-data/employee-rows';
import { useDemoData } from '../../demo-data/use-demo-data';

export default function RowPinningPagination() {
  const { rows: employees, columns } = useDemoData({ dataset: employeeDataset, rowCount: 120, maxColumns: 7 });

  // The first employee is "you": pinned on top of every page, whatever the sort or filter.
  const { rows, pinnedRows } = React.useMemo(() => {
    const [me, ...others] = employees;
    const pinned: GridPinnedRowsProp<EmployeeRow> = { top: me ? [me] : [] };
    return { rows: others, pinnedRows: pinned };
  }, [employees]);

  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        pinnedRows={pinnedRows}
        pagination
        pageSizeOptions={[10, 25]}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        label="Team directory"
        sx={{ '& .MuiDataGrid-pinnedRows': { fontWeight: 600 } }}
      />
    </Box>
  );
}
