import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridFilterModel, type GridPaginationModel, type GridSortModel } from '@mui/x-data-grid';
import { employeeDataset } from '../../demo-data/employee-columns';
import { createDemoData } from '../../demo-data/demo-dataset';
import { createFakeGridServer } from '../../demo-data/fake-grid-server';
import type { EmployeeRow } from '../../demo-data/employee-rows';

const { rows: everyone, columns } = createDemoData({ dataset: employeeDataset, rowCount: 500, maxColumns: 6 });
// The "database": 500 employees; each answer takes 500 ms.
const server = createFakeGridServer({ rows: everyone, columns, latency: 500 });

export default function PaginationServerSortFilter() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: 10 });
  const [sortModel, setSortModel] = React.useState<GridSortModel>([]);
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });
  const [result, setResult] = React.useState<{ rows: EmployeeRow[]; rowCount: number }>({ rows: [], rowCount: 0 });
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let latest = true;
    setLoading(true);
    void server.getPage({ ...paginationModel, sortModel, filterModel }).then((answer) => {
      if (!latest) return; // a newer request is on its way
      setResult(answer);
      setLoading(false);
    });
    return () => {
      latest = false;
    };
  }, [paginationModel, sortModel, filterModel]);

  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={result.rows}
        columns={columns}
        rowCount={result.rowCount}
        loading={loading}
        label="Employees paged, sorted and filtered by the server"
        pageSizeOptions={[10, 20]}
        paginationMode="server"
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        filterMode="server"
        filterModel={filterModel}
        onFilterModelChange={setFilterModel}
        sortingMode="server"
        sortModel={sortModel}
        onSortModelChange={setSortModel}
      />
    </Box>
  );
}
