import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridSortModel } from '@mui/x-data-grid';
import { employeeDataset } from '../../demo-data/employee-columns';
import { createDemoData } from '../../demo-data/demo-dataset';
import { createFakeGridServer } from '../../demo-data/fake-grid-server';
import type { EmployeeRow } from '../../demo-data/employee-rows';

const { rows: allRows, columns } = createDemoData({ dataset: employeeDataset, rowCount: 200, maxColumns: 6 });
// A pretend API: each request takes 400 ms and sorts the 200 rows on the "server".
const server = createFakeGridServer({ rows: allRows, columns });

export default function SortingServer() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([]);
  const [rows, setRows] = React.useState<EmployeeRow[]>([]);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let current = true;
    setLoading(true);
    void server.getPage({ sortModel, page: 0, pageSize: 20 }).then((page) => {
      // An answer to an older sort model may arrive late: ignore it.
      if (!current) return;
      setRows(page.rows);
      setLoading(false);
    });
    return () => {
      current = false;
    };
  }, [sortModel]);

  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        loading={loading}
        label="Employees, sorted by the server"
        sortingMode="server"
        sortModel={sortModel}
        onSortModelChange={setSortModel}
        hideFooter
      />
    </Box>
  );
}
