import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridPaginationMeta, type GridPaginationModel } from '@mui/x-data-grid';
import { employeeDataset } from '../../demo-data/employee-columns';
import { createDemoData } from '../../demo-data/demo-dataset';
import { createFakeGridServer } from '../../demo-data/fake-grid-server';
import type { EmployeeRow } from '../../demo-data/employee-rows';

const { rows: people, columns } = createDemoData({ dataset: employeeDataset, rowCount: 95, maxColumns: 6 });
// This server only understands "give me `pageSize` rows starting at this cursor".
const server = createFakeGridServer({ rows: people, columns });
const PAGE_SIZE = 15;

export default function PaginationServerCursor() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: PAGE_SIZE });
  const [rows, setRows] = React.useState<EmployeeRow[]>([]);
  const [paginationMeta, setPaginationMeta] = React.useState<GridPaginationMeta>({ hasNextPage: true });
  const [loading, setLoading] = React.useState(true);
  // Page index → the cursor that fetches it; page 0 needs none.
  const cursorsRef = React.useRef<Record<number, string | null>>({ 0: null });

  React.useEffect(() => {
    const cursor = cursorsRef.current[paginationModel.page];
    if (cursor === undefined) return; // never reached without visiting the page before it
    let latest = true;
    setLoading(true);
    void server.getCursorPage({ cursor, pageSize: PAGE_SIZE }).then((answer) => {
      if (!latest) return;
      cursorsRef.current[paginationModel.page + 1] = answer.nextCursor;
      setRows(answer.rows);
      setPaginationMeta({ hasNextPage: answer.nextCursor !== null });
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
        label="Employees fetched by cursor"
        paginationMode="server"
        rowCount={-1}
        paginationMeta={paginationMeta}
        pageSizeOptions={[PAGE_SIZE]}
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
      />
    </Box>
  );
}
