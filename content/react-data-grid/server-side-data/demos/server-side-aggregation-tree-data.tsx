import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { createFakeGridServer } from '../../../demo-data/fake-grid-server';
import { createFileTreeRows, type FileTreeRow } from '../../../demo-data/file-tree-rows';
import { createServerDataSource, serverAggregationFunctions } from '../../../demo-data/server-data-source';

const columns: GridColDef<FileTreeRow>[] = [
  { field: 'kind', headerName: 'Kind', width: 100 },
  { field: 'sizeKb', headerName: 'Size (KB)', type: 'number', width: 140 },
  { field: 'modified', headerName: 'Last change', type: 'date', width: 150 },
];
const server = createFakeGridServer({ rows: createFileTreeRows({ seed: 23 }), columns, latency: 400 });
const dataSource = createServerDataSource(server, { getTreeDataPath: (row) => row.path });

export default function ServerSideAggregationTreeData() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        columns={columns}
        dataSource={dataSource}
        treeData
        aggregationFunctions={serverAggregationFunctions}
        groupingColDef={{ headerName: 'Name', width: 260 }}
        label="Folder sizes and latest changes computed by the server"
        initialState={{ aggregation: { model: { sizeKb: 'sum', modified: 'max' } } }}
      />
    </Box>
  );
}
