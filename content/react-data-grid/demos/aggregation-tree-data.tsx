import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { createFileTreeRows, type FileTreeRow } from '../../demo-data/file-tree-rows';

const rows = createFileTreeRows({ depth: 3, breadth: 4 });

const sizeFormatter = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

const columns: GridColDef<FileTreeRow>[] = [
  { field: 'kind', headerName: 'Kind', width: 90 },
  {
    field: 'sizeKb',
    headerName: 'Size',
    type: 'number',
    width: 130,
    valueFormatter: (value?: number) => (value == null ? '' : `${sizeFormatter.format(value)} KB`),
  },
  { field: 'modified', headerName: 'Last change', type: 'dateTime', width: 200 },
];

export default function AggregationTreeData() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        treeData
        getTreeDataPath={(row) => row.path}
        rows={rows}
        columns={columns}
        groupingColDef={{ headerName: 'Name', width: 260 }}
        defaultGroupingExpansionDepth={1}
        // A folder's own size (4 KB) and date are replaced by the totals of what it holds.
        initialState={{ aggregation: { model: { sizeKb: 'sum', modified: 'max' } } }}
        label="Folders with their total size"
        disableRowSelectionOnClick
      />
    </Box>
  );
}
