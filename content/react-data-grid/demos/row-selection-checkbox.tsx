import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { commodityDataset } from '../../demo-data/commodity-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

export default function RowSelectionCheckbox() {
  const { rows, columns, loading } = useDemoData({ dataset: commodityDataset, rowCount: 50, maxColumns: 6 });

  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} loading={loading} label="Trades with checkboxes" checkboxSelection />
    </Box>
  );
}
