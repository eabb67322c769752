import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { createFakeGridServer } from '../../../demo-data/fake-grid-server';
import { createFileTreeRows, type FileTreeRow } from '../../../demo-data/file-tree-rows';
import { createServerDataSource } from '../../../demo-data/server-data-source';

const columns: GridColDef<FileTreeRow>[] = [
  { field: 'kind', headerName: 'Kind', width: 100 },
  { field: 'sizeKb', headerName: 'Size (KB)', type: 'number', width: 110 },
  { field: 'modified', headerName: 'Modified', type: 'date', width: 130 },
];
const server = createFakeGridServer({ rows: createFileTreeRows({ seed: 12, depth: 3 }), columns, latency: 300 });
const dataSource = createServerDataSource(server, { getTreeDataPath: (row) => row.path });

export default function ServerSideTreeDataExpansion() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        columns={columns}
        dataSource={dataSource}
        treeData
        // -1: open every level. Each folder's content is requested once its parent has arrived.
        defaultGroupingExpansionDepth={-1}
        groupingColDef={{ headerName: 'Name', width: 280 }}
        label="Project files, every folder open"
      />
    </Box>
  );
}
