import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { employeeDataset } from '../../demo-data/employee-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

export default function StyleStripedRows() {
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 60, maxColumns: 6 });

  return (
    <Box
      sx={{
        height: 400,
        width: '100%',
        '& .row--odd': { bgcolor: 'action.hover' },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        loading={loading}
        label="Employees"
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        pageSizeOptions={[10, 25]}
        // The index restarts on every page, so the stripes start the same way on each page.
        getRowClassName={(params) => (params.indexRelativeToCurrentPage % 2 === 1 ? 'row--odd' : '')}
      />
    </Box>
  );
}
