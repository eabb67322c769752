import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { commodityDataset } from '../../demo-data/commodity-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

// Pasted text is split into lines, then each line at its commas.
const splitCommaSeparated = (text: string) =>
  text
    .split(/\r?\n/)
    .filter((line) => line.length > 0)
    .map((line) => line.split(','));

export default function ClipboardCommaDelimiter() {
  const { rows, columns, loading } = useDemoData({ dataset: commodityDataset, rowCount: 20, maxColumns: 5 });
  const editableColumns: GridColDef[] = columns.map((column) => ({ ...column, editable: true }));

  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={editableColumns}
        loading={loading}
        label="Trades copied and pasted as comma-separated values"
        cellSelection
        clipboardCopyCellDelimiter=","
        splitClipboardPastedText={splitCommaSeparated}
        ignoreValueFormatterDuringExport
      />
    </Box>
  );
}
