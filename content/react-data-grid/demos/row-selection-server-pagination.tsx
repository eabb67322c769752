import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridPaginationModel, type GridRowSelectionModel } from '@mui/x-data-grid';
import { employeeDataset } from '../../demo-data/employee-columns';
import { createDemoData } from '../../demo-data/demo-dataset';
import { createFakeGridServer } from '../../demo-data/fake-grid-server';
import type { EmployeeRow } from '../../demo-data/employee-rows';

const { rows: staff, columns } = createDemoData({ dataset: employeeDataset, rowCount: 120, maxColumns: 5 });
const server = createFakeGridServer({ rows: staff, columns, latency: 300 });

export default function RowSelectionServerPagination() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: 10 });
  const [page, setPage] = React.useState<{ rows: EmployeeRow[]; rowCount: number }>({ rows: [], rowCount: 0 });
  const [loading, setLoading] = React.useState(true);
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({ type: 'include', ids: new Set() });

  React.useEffect(() => {
    let latest = true;
    setLoading(true);
    void server.getPage(paginationModel).then((answer) => {
      if (!latest) return;
      setPage(answer);
      setLoading(false);
    });
    return () => {
      latest = false;
    };
  }, [paginationModel]);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" aria-live="polite" sx={{ mb: 1 }}>
        {selection.ids.size} ids in the model ({selection.type}): select rows, then change page
      </Typography>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={page.rows}
          columns={columns}
          rowCount={page.rowCount}
          loading={loading}
          label="Employees from the server, selection kept across pages"
          checkboxSelection
          paginationMode="server"
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[10]}
          keepNonExistentRowsSelected
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
        />
      </Box>
    </Box>
  );
}
