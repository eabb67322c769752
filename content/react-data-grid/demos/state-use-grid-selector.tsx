import Box from '@mui/material/Box';
import {
  DataGrid,
  GridFooterContainer,
  gridPageCountSelector,
  gridPaginationModelSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import Pagination from '@mui/material/Pagination';
import { employeeDataset } from '../../demo-data/employee-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

// useGridSelector subscribes this footer to the state: it re-renders when the page or the page count changes.
function PageDotsFooter() {
  const apiRef = useGridApiContext();
  const { page } = useGridSelector(apiRef, gridPaginationModelSelector);
  const pageCount = useGridSelector(apiRef, gridPageCountSelector);

  return (
    <GridFooterContainer sx={{ justifyContent: 'center' }}>
      <Pagination
        size="small"
        count={pageCount}
        page={page + 1}
        onChange={(_event, value) => apiRef.current.setPage(value - 1)}
        aria-label="Employee pages"
      />
    </GridFooterContainer>
  );
}

export default function StateUseGridSelector() {
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 70, maxColumns: 5 });

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        loading={loading}
        label="Employees"
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        pageSizeOptions={[10]}
        slots={{ footer: PageDotsFooter }}
      />
    </Box>
  );
}
