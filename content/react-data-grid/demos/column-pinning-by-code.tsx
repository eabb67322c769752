import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGridPro, GridPinnedColumnPosition, useGridApiRef } from '@mui/x-data-grid-pro';
import { employeeDataset } from '../../demo-data/employee-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

export default function ColumnPinningByCode() {
  const apiRef = useGridApiRef();
  const { rows, columns } = useDemoData({ dataset: employeeDataset, rowCount: 40, maxColumns: 12 });

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.pinColumn('email', GridPinnedColumnPosition.RIGHT)}
        >
          Pin e-mail right
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.unpinColumn('email')}>
          Unpin e-mail
        </Button>
        <Button size="small" onClick={() => apiRef.current?.setPinnedColumns({ left: ['name'] })}>
          Reset
        </Button>
      </Stack>
      <Box sx={{ height: 380 }}>
        {/* Readers cannot pin (no pin items in the column menu), but code still can. */}
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          disableColumnPinning
          initialState={{ pinnedColumns: { left: ['name'] } }}
          label="Employees pinned by code only"
        />
      </Box>
    </Stack>
  );
}
