import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { commodityDataset } from '../../demo-data/commodity-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

export default function ExportNoPrint() {
  const { rows, columns, loading } = useDemoData({ dataset: commodityDataset, rowCount: 25, maxColumns: 6 });

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        loading={loading}
        label="Trades, CSV export only"
        showToolbar
        slotProps={{
          toolbar: {
            // No "Print" entry; the CSV file gets its own name.
            printOptions: { disableToolbarButton: true },
            csvOptions: { fileName: 'trades-export' },
          },
        }}
      />
    </Box>
  );
}
