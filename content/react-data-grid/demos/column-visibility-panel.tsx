import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, GridPreferencePanelsValue, useGridApiRef } from '@mui/x-data-grid';
import { commodityDataset } from '../../demo-data/commodity-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

export default function ColumnVisibilityPanel() {
  const apiRef = useGridApiRef();
  const { rows, columns, loading } = useDemoData({ dataset: commodityDataset, rowCount: 30 });

  return (
    <Box sx={{ width: '100%' }}>
      <Button
        variant="outlined"
        size="small"
        sx={{ mb: 1 }}
        onClick={() => apiRef.current?.showPreferences(GridPreferencePanelsValue.columns)}
      >
        Open the columns panel
      </Button>
      <Box sx={{ height: 420 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          loading={loading}
          label="Commodity trades"
          showToolbar
        />
      </Box>
    </Box>
  );
}
