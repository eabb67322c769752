import Box from '@mui/material/Box';
import {
  DataGridPremium,
  gridFilteredSortedRowIdsSelector,
  gridRowTreeSelector,
  type GridCsvGetRowsToExportParams,
} from '@mui/x-data-grid-premium';
import { movieDataset } from '../../demo-data/movie-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

// Only the films go to the CSV file: the studio group rows are left out.
function filmsOnly({ apiRef }: GridCsvGetRowsToExportParams) {
  const tree = gridRowTreeSelector(apiRef);
  return gridFilteredSortedRowIdsSelector(apiRef).filter((id) => tree[id]?.type !== 'group');
}

export default function ExportRowsGroupingPremium() {
  const { rows, columns, loading } = useDemoData({ dataset: movieDataset, maxColumns: 6 });

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        loading={loading}
        label="Films grouped by studio"
        showToolbar
        initialState={{ rowGrouping: { model: ['studio'] } }}
        slotProps={{ toolbar: { csvOptions: { getRowsToExport: filmsOnly } } }}
      />
    </Box>
  );
}
