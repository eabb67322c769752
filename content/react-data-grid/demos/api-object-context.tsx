import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, GridFooterContainer, GridPagination, useGridApiContext } from '@mui/x-data-grid';
import { employeeDataset } from '../../demo-data/employee-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

// A footer slot: it lives inside the grid, so useGridApiContext hands it the grid's apiRef.
function FooterWithShortcuts() {
  const apiRef = useGridApiContext();

  return (
    <GridFooterContainer>
      <Box sx={{ display: 'flex', gap: 1, px: 1 }}>
        <Button size="small" onClick={() => apiRef.current.setPage(0)}>
          First page
        </Button>
        <Button size="small" onClick={() => apiRef.current.scrollToIndexes({ rowIndex: 0 })}>
          Back to top
        </Button>
      </Box>
      <GridPagination />
    </GridFooterContainer>
  );
}

export default function ApiObjectContext() {
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 60, maxColumns: 5 });

  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        loading={loading}
        label="Employees"
        initialState={{ pagination: { paginationModel: { pageSize: 25, page: 1 } } }}
        pageSizeOptions={[25]}
        slots={{ footer: FooterWithShortcuts }}
      />
    </Box>
  );
}
