import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridSortModel } from '@mui/x-data-grid';
import { employeeDataset } from '../../demo-data/employee-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

export default function SortingControlled() {
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 40, maxColumns: 6 });
  const [sortModel, setSortModel] = React.useState<GridSortModel>([{ field: 'name', sort: 'asc' }]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap">
        <Button size="small" variant="outlined" onClick={() => setSortModel([{ field: 'salary', sort: 'desc' }])}>
          Best paid first
        </Button>
        <Button size="small" variant="outlined" onClick={() => setSortModel([])}>
          Clear sorting
        </Button>
        <Box component="code" sx={{ typography: 'body2' }}>
          sortModel = {JSON.stringify(sortModel)}
        </Box>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          loading={loading}
          label="Employees"
          sortModel={sortModel}
          onSortModelChange={setSortModel}
        />
      </Box>
    </Stack>
  );
}
