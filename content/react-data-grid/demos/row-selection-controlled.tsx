import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridRowId, type GridRowSelectionModel } from '@mui/x-data-grid';
import { employeeDataset } from '../../demo-data/employee-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

const nothing = (): GridRowSelectionModel => ({ type: 'include', ids: new Set<GridRowId>() });

export default function RowSelectionControlled() {
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 30, maxColumns: 5 });
  const [model, setModel] = React.useState<GridRowSelectionModel>({ type: 'include', ids: new Set([2, 5]) });

  // With "exclude", every row is selected except the listed ids.
  const count = model.type === 'include' ? model.ids.size : rows.length - model.ids.size;

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => setModel({ type: 'exclude', ids: new Set() })}>
          Select everyone
        </Button>
        <Button size="small" variant="outlined" onClick={() => setModel(nothing())}>
          Clear
        </Button>
        <Typography variant="body2" aria-live="polite">
          type: {model.type}, ids: [{[...model.ids].join(', ')}], {count} selected
        </Typography>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          loading={loading}
          label="Employees with a controlled selection"
          checkboxSelection
          rowSelectionModel={model}
          onRowSelectionModelChange={setModel}
        />
      </Box>
    </Box>
  );
}
