import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  useGridApiRef,
  type GridColDef,
  type GridDataSource,
  GridUpdateRowError,
  type GridGetRowsError,
} from '@mui/x-data-grid';
import { createDemoData } from '../../../demo-data/demo-dataset';
import { employeeDataset } from '../../../demo-data/employee-columns';
import { createFakeGridServer } from '../../../demo-data/fake-grid-server';
import type { EmployeeRow } from '../../../demo-data/employee-rows';

const demo = createDemoData({ dataset: employeeDataset, rowCount: 200, maxColumns: 5, seed: 21 });
const editableFields = new Set(['jobTitle', 'department', 'salary']);
const columns: GridColDef<EmployeeRow>[] = demo.columns.map((column) => ({
  ...column,
  editable: editableFields.has(column.field),
}));
const server = createFakeGridServer({ rows: demo.rows, columns, latency: 400 });

let rejectNextSave = false;

const dataSource: GridDataSource = {
  getRows: server.dataSource.getRows,
  // Resolving with the saved row lets the grid show it; rejecting sends the cell back to edit mode.
  updateRow: ({ updatedRow }) => {
    if (rejectNextSave) {
      rejectNextSave = false;
      server.failNext();
    }
    return server.updateRow(updatedRow as EmployeeRow);
  },
};

export default function ServerSideDataEditing() {
  const apiRef = useGridApiRef();
  const [message, setMessage] = React.useState<string | null>(null);

  const handleError = (error: GridGetRowsError | GridUpdateRowError) => {
    if (error instanceof GridUpdateRowError) {
      const { rowId, previousRow } = error.params;
      setMessage(
        `Row ${String(rowId)} (${String(previousRow.name)}) was not saved: ${error.cause?.message ?? error.message}`,
      );
    }
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => {
            rejectNextSave = true;
          }}
        >
          Reject the next save
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.dataSource.fetchRows()}>
          Fetch the page again
        </Button>
      </Stack>
      {message && (
        <Alert severity="error" onClose={() => setMessage(null)}>
          {message}
        </Alert>
      )}
      <Box sx={{ height: 370 }}>
        <DataGrid
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          onDataSourceError={handleError}
          label="Employees saved to the server"
          pagination
          pageSizeOptions={[10, 25]}
          initialState={{
            pagination: { paginationModel: { pageSize: 10, page: 0 } },
            sorting: { sortModel: [{ field: 'salary', sort: 'desc' }] },
          }}
        />
      </Box>
    </Stack>
  );
}
