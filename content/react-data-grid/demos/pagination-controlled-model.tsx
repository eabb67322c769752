import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridPaginationModel } from '@mui/x-data-grid';
import { employeeDataset } from '../../demo-data/employee-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

export default function PaginationControlledModel() {
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 75, maxColumns: 5 });
  const [model, setModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: 10 });

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => setModel((m) => ({ ...m, page: 0 }))}>
          First page
        </Button>
        <Button size="small" variant="outlined" onClick={() => setModel({ page: 0, pageSize: 25 })}>
          25 per page
        </Button>
        <Typography variant="body2" aria-live="polite">
          page {model.page + 1}, {model.pageSize} rows each
        </Typography>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          loading={loading}
          label="Employees with a controlled page"
          pageSizeOptions={[10, 25]}
          paginationModel={model}
          onPaginationModelChange={setModel}
        />
      </Box>
    </Box>
  );
}
