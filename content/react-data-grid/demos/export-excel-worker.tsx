import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Snackbar from '@mui/material/Snackbar';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { employeeDataset } from '../../demo-data/employee-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

// The bundler turns this into its own script; in a sandbox, create the worker file yourself.
const createWorker = () =>
  new Worker(new URL('../../demo-data/excel-export-worker.ts', import.meta.url), { type: 'module' });

export default function ExportExcelWorker() {
  const [inProgress, setInProgress] = React.useState(false);
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 5000, maxColumns: 12 });

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        loading={loading}
        label="5,000 employees exported in a web worker"
        showToolbar
        slotProps={{ toolbar: { excelOptions: { worker: createWorker } } }}
        onExcelExportStateChange={(state) => setInProgress(state === 'pending')}
      />
      <Snackbar open={inProgress} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
        <Alert severity="info" variant="filled">
          Building the Excel file in the background…
        </Alert>
      </Snackbar>
    </Box>
  );
}
