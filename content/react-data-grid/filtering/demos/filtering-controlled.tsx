import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridFilterModel } from '@mui/x-data-grid';
import { departments } from '../../../demo-data/employee-rows';
import { employeeDataset } from '../../../demo-data/employee-columns';
import { useDemoData } from '../../../demo-data/use-demo-data';

export default function FilteringControlled() {
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 60, maxColumns: 6 });
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'department', operator: 'is', value: 'Engineering' }],
  });

  const active = filterModel.items.find((item) => item.field === 'department' && item.operator === 'is')?.value;

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap role="group" aria-label="Department">
        {departments.map((department) => (
          <Chip
            key={department}
            label={department}
            color={active === department ? 'primary' : 'default'}
            aria-pressed={active === department}
            onClick={() => setFilterModel({ items: [{ field: 'department', operator: 'is', value: department }] })}
          />
        ))}
        <Chip label="All" variant="outlined" aria-pressed={!active} onClick={() => setFilterModel({ items: [] })} />
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          loading={loading}
          label="Employees"
          showToolbar
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
        />
      </Box>
    </Stack>
  );
}
