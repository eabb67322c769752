import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, type GridRowsProp } from '@mui/x-data-grid-pro';
import { createEmployeeRows, type EmployeeRow } from '../../demo-data/employee-rows';
import { createEmployeeColumns } from '../../demo-data/employee-columns';
import { createFakeGridServer } from '../../demo-data/fake-grid-server';

const BATCH_SIZE = 25;
const TOTAL_ROWS = 200;

// A pretend back end holding 200 employees; each request takes 600 ms.
const server = createFakeGridServer({
  rows: createEmployeeRows(TOTAL_ROWS),
  columns: createEmployeeColumns(),
  latency: 600,
});
const columns = server.columns.slice(0, 6);

export default function RowUpdatesInfiniteLoading() {
  const [rows, setRows] = React.useState<GridRowsProp<EmployeeRow>>([]);
  const [loading, setLoading] = React.useState(false);
  const loadingRef = React.useRef(false);
  const rowsLength = React.useRef(0);

  const loadNextBatch = React.useCallback(async () => {
    // Scrolling fires the callback more than once; ignore calls while a request is on its way.
    if (loadingRef.current) return;
    loadingRef.current = true;
    setLoading(true);
    const start = rowsLength.current;
    const page = await server.getRows({ start, end: start + BATCH_SIZE });
    rowsLength.current = start + page.rows.length;
    setRows((previous) => [...previous, ...page.rows]);
    loadingRef.current = false;
    setLoading(false);
  }, []);

  React.useEffect(() => {
    void loadNextBatch();
  }, [loadNextBatch]);

  const allLoaded = rows.length >= TOTAL_ROWS;

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        label="Employees, loaded as you scroll"
        loading={loading}
        hideFooterPagination
        // Ask for the next batch when the reader is within 150 px of the last row.
        scrollEndThreshold={150}
        onRowsScrollEnd={allLoaded ? undefined : loadNextBatch}
        slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' } }}
      />
    </Box>
  );
}
