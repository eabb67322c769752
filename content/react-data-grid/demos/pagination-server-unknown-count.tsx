import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridPaginationMeta, type GridPaginationModel } from '@mui/x-data-grid';
import { employeeDataset } from '../../demo-data/employee-columns';
import { createDemoData } from '../../demo-data/demo-dataset';
import { createFakeGridServer } from '../../demo-data/fake-grid-server';
import type { EmployeeRow } from '../../demo-data/employee-rows';

const { rows: staff, columns } = createDemoData({ dataset: employeeDataset, rowCount: 137, maxColumns: 6 });
const server = createFakeGridServer({ rows: staff, columns });

/** Asks for one row more than the page holds: if it comes back, there is a next page. */
async function fetchPageWithLookahead({ page, pageSize }: GridPaginationModel) {
  const start = page * pageSize;
  const answer = await server.getRows({ start, end: start + pageSize + 1 });
  return { rows: answer.rows.slice(0, pageSize), hasNextPage: answer.rows.length > pageSize };
}

export default function PaginationServerUnknownCount() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const [rows, setRows] = React.useState<EmployeeRow[]>([]);
  const [paginationMeta, setPaginationMeta] = React.useState<GridPaginationMeta>({ hasNextPage: true });
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let latest = true;
    setLoading(true);
    void fetchPageWithLookahead(paginationModel).then((answer) => {
      if (!latest) return;
      setRows(answer.rows);
      // Replaced only when an answer arrives, never reset to undefined while loading.
      setPaginationMeta({ hasNextPage: answer.hasNextPage });
      setLoading(false);
    });
    return () => {
      latest = false;
    };
  }, [paginationModel]);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        loading={loading}
        label="Employees, total unknown"
        paginationMode="server"
        rowCount={-1}
        paginationMeta={paginationMeta}
        pageSizeOptions={[25, 50]}
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
      />
    </Box>
  );
}
