import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridPinnedColumnFields } from '@mui/x-data-grid-pro';
import { employeeDataset } from '../../demo-data/employee-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

const describe = (fields?: string[]) => (fields && fields.length > 0 ? fields.join(', ') : 'none');

export default function ColumnPinningControlled() {
  const { rows, columns } = useDemoData({ dataset: employeeDataset, rowCount: 40, maxColumns: 12 });
  const [pinnedColumns, setPinnedColumns] = React.useState<GridPinnedColumnFields>({ left: ['name'] });

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={() => setPinnedColumns({ left: ['name', 'department'] })}>
          Pin name and department
        </Button>
        <Button size="small" variant="outlined" onClick={() => setPinnedColumns({ right: ['salary'] })}>
          Pin salary right
        </Button>
        <Button size="small" onClick={() => setPinnedColumns({})}>
          Unpin all
        </Button>
      </Stack>
      <Typography variant="body2" role="status">
        Left: {describe(pinnedColumns.left)}. Right: {describe(pinnedColumns.right)}.
      </Typography>
      <Box sx={{ height: 380 }}>
        {/* The column menu's pin items also go through onPinnedColumnsChange. */}
        <DataGridPro
          rows={rows}
          columns={columns}
          pinnedColumns={pinnedColumns}
          onPinnedColumnsChange={setPinnedColumns}
          label="Employees with controlled pinning"
        />
      </Box>
    </Stack>
  );
}
