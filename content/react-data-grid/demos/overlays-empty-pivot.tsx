import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { movieDataset } from '../../demo-data/movie-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

export default function OverlaysEmptyPivot() {
  const { rows, columns } = useDemoData({ dataset: movieDataset, maxColumns: 8 });

  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        label="Films"
        showToolbar
        // Pivot mode is on with an empty model: open the pivot panel from the toolbar and drag a field to "Rows".
        initialState={{ pivoting: { enabled: true, model: { rows: [], columns: [], values: [] } } }}
      />
    </Box>
  );
}
