import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { movieDataset } from '../../demo-data/movie-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

export default function OverviewPremiumGrouping() {
  // 100 made-up films with their title, studio, director, genre, year, release date, budget and box office.
  const { rows, columns, loading } = useDemoData({ dataset: movieDataset, maxColumns: 8 });

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        loading={loading}
        label="Box office by studio"
        disableRowSelectionOnClick
        initialState={{
          rowGrouping: { model: ['studio'] },
          aggregation: { model: { budget: 'sum', gross: 'sum' } },
          // The grouping column already shows the studio, so the original column is hidden.
          columns: { columnVisibilityModel: { studio: false } },
        }}
      />
    </Box>
  );
}
