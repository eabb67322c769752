import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  DataGridPro,
  gridFilteredSortedRowIdsSelector,
  useGridApiRef,
  type GridPaginationModel,
  type GridSortModel,
} from '@mui/x-data-grid-pro';
import { employeeDataset } from '../../demo-data/employee-columns';
import { createDemoData } from '../../demo-data/demo-dataset';
import { createFakeGridServer } from '../../demo-data/fake-grid-server';
import type { EmployeeRow } from '../../demo-data/employee-rows';

const { rows: staff, columns } = createDemoData({ dataset: employeeDataset, rowCount: 250, maxColumns: 5 });
const server = createFakeGridServer({ rows: staff, columns, latency: 300 });

export default function ExportServerSidePro() {
  const apiRef = useGridApiRef();
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: 10 });
  const [sortModel, setSortModel] = React.useState<GridSortModel>([]);
  const [page, setPage] = React.useState<{ rows: EmployeeRow[]; rowCount: number }>({ rows: [], rowCount: 0 });
  const [busy, setBusy] = React.useState(true);

  React.useEffect(() => {
    let latest = true;
    setBusy(true);
    void server.getPage({ ...paginationModel, sortModel }).then((answer) => {
      if (!latest) return;
      setPage(answer);
      setBusy(false);
    });
    return () => {
      latest = false;
    };
  }, [paginationModel, sortModel]);

  const exportEveryRow = async () => {
    const api = apiRef.current;
    if (!api) return;
    setBusy(true);
    // Load every row in the current order, export them, then put the page back.
    const everything = await server.getRows({ sortModel, start: 0, end: page.rowCount });
    api.updateRows(everything.rows);
    api.exportDataAsCsv({ fileName: 'all-employees', getRowsToExport: () => gridFilteredSortedRowIdsSelector(apiRef) });
    api.setRows(page.rows);
    setBusy(false);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Button size="small" variant="outlined" sx={{ mb: 1 }} onClick={() => void exportEveryRow()} disabled={busy}>
        Export all {page.rowCount} rows as CSV
      </Button>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={page.rows}
          columns={columns}
          rowCount={page.rowCount}
          loading={busy}
          label="Employees from the server"
          pagination
          pageSizeOptions={[10]}
          paginationMode="server"
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          sortModel={sortModel}
          sortingMode="server"
          onSortModelChange={setSortModel}
        />
      </Box>
    </Box>
  );
}
