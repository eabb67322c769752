import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { movieDataset } from '../../demo-data/movie-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

export default function ColumnMenuPremium() {
  const { rows, columns, loading } = useDemoData({ dataset: movieDataset, maxColumns: 8 });
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      {/* Menus here add pinning (Pro), grouping, aggregation, pivoting and charts (Premium). */}
      <DataGridPremium
        rows={rows}
        columns={columns}
        loading={loading}
        label="Films"
        initialState={{
          rowGrouping: { model: ['genre'] },
          aggregation: { model: { gross: 'sum' } },
          pinnedColumns: { left: ['title'] },
        }}
      />
    </Box>
  );
}
