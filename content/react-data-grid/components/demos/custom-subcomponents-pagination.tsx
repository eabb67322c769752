import * as React from 'react';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import type { TablePaginationProps } from '@mui/material/TablePagination';
import { DataGrid, gridPageCountSelector, useGridApiContext, useGridSelector } from '@mui/x-data-grid';
import { employeeDataset } from '../../../demo-data/employee-columns';
import { useDemoData } from '../../../demo-data/use-demo-data';

// Replaces the previous/next arrows of TablePagination with one button per page.
function PageButtons({
  page,
  onPageChange,
  className,
}: Pick<TablePaginationProps, 'page' | 'onPageChange' | 'className'>) {
  const apiRef = useGridApiContext();
  const pageCount = useGridSelector(apiRef, gridPageCountSelector);

  return (
    <Pagination
      className={className}
      color="primary"
      shape="rounded"
      count={pageCount}
      page={page + 1}
      onChange={(event, value) => onPageChange(event as React.MouseEvent<HTMLButtonElement>, value - 1)}
    />
  );
}

export default function CustomSubcomponentsPagination() {
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 80, maxColumns: 5 });

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        loading={loading}
        label="Employees"
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        pageSizeOptions={[10, 20]}
        // GridPagination keeps its page size selector and row range; only its actions change.
        slotProps={{ basePagination: { material: { ActionsComponent: PageButtons } } }}
      />
    </Box>
  );
}
