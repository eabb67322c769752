import Box from '@mui/material/Box';
import { DataGridPro, type DataGridProProps, type GridColDef } from '@mui/x-data-grid-pro';
import { createFileTreeRows, type FileTreeRow } from '../../demo-data/file-tree-rows';

// A seeded folder tree of a few hundred folders and files, each row carrying its path.
const rows = createFileTreeRows({ depth: 4, breadth: 5 });

const columns: GridColDef<FileTreeRow>[] = [
  { field: 'kind', headerName: 'Kind', width: 100 },
  { field: 'sizeKb', headerName: 'Size (KB)', type: 'number', width: 110 },
  { field: 'modified', headerName: 'Last modified', type: 'date', width: 150 },
];

// Defined outside the component so its reference never changes between renders.
const getTreeDataPath: DataGridProProps<FileTreeRow>['getTreeDataPath'] = (row) => row.path;

export default function TreeDataFileBrowser() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        treeData
        getTreeDataPath={getTreeDataPath}
        groupingColDef={{ headerName: 'Name', width: 300 }}
        label="Project files"
        checkboxSelection
        disableRowSelectionOnClick
      />
    </Box>
  );
}
