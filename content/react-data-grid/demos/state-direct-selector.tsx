import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  gridFilteredTopLevelRowCountSelector,
  gridPaginationModelSelector,
  gridSortModelSelector,
  useGridApiRef,
} from '@mui/x-data-grid';
import { employeeDataset } from '../../demo-data/employee-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

export default function StateDirectSelector() {
  const apiRef = useGridApiRef();
  const [report, setReport] = React.useState('Sort, filter or change page, then take a snapshot.');
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 50, maxColumns: 6 });

  // Selectors called directly in an event handler: the state exists by then.
  const takeSnapshot = () => {
    const { page, pageSize } = gridPaginationModelSelector(apiRef);
    const sortModel = gridSortModelSelector(apiRef);
    const matching = gridFilteredTopLevelRowCountSelector(apiRef);
    const sortText = sortModel.length > 0 ? sortModel.map((item) => `${item.field} ${item.sort}`).join(', ') : 'none';
    setReport(`Page ${page + 1} (${pageSize} per page), ${matching} matching rows, sort: ${sortText}.`);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={takeSnapshot}>
          Take a snapshot
        </Button>
        <Typography variant="body2" role="status">
          {report}
        </Typography>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          loading={loading}
          label="Employees"
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
          pageSizeOptions={[10, 25]}
        />
      </Box>
    </Box>
  );
}
