import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { commodityDataset } from '../../demo-data/commodity-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

export default function PaginationPremiumEnabled() {
  const { rows, columns, loading } = useDemoData({ dataset: commodityDataset, rowCount: 400, maxColumns: 7 });

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      {/* Without `pagination`, the Pro and Premium grids scroll through all 400 rows. */}
      <DataGridPremium
        rows={rows}
        columns={columns}
        loading={loading}
        label="Commodity trades, paginated"
        pagination
        autoPageSize
      />
    </Box>
  );
}
