import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridRowSelectionModel } from '@mui/x-data-grid';
import { employeeDataset } from '../../demo-data/employee-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

export default function RowSelectionKeepFiltered() {
  const [keep, setKeep] = React.useState(true);
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({ type: 'include', ids: new Set() });
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 60, maxColumns: 5 });

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={keep} onChange={(event) => setKeep(event.target.checked)} />}
        label="keepNonExistentRowsSelected"
      />
      <Typography variant="body2" aria-live="polite">
        Selected ids: {[...selection.ids].join(', ') || 'none'}
      </Typography>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          loading={loading}
          label="Employees; filter after selecting"
          checkboxSelection
          keepNonExistentRowsSelected={keep}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          showToolbar
        />
      </Box>
    </Box>
  );
}
