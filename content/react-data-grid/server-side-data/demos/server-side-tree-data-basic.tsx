import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { createFakeGridServer } from '../../../demo-data/fake-grid-server';
import { createFileTreeRows, type FileTreeRow } from '../../../demo-data/file-tree-rows';
import { createServerDataSource } from '../../../demo-data/server-data-source';
import { RequestLog, useRequestLog } from '../request-log';

const columns: GridColDef<FileTreeRow>[] = [
  { field: 'kind', headerName: 'Kind', type: 'singleSelect', valueOptions: ['folder', 'file'], width: 100 },
  { field: 'sizeKb', headerName: 'Size (KB)', type: 'number', width: 110 },
  { field: 'modified', headerName: 'Modified', type: 'date', width: 130 },
];
// About 800 files and folders; the server sends one folder's content per request.
const server = createFakeGridServer({ rows: createFileTreeRows({ breadth: 14, depth: 3 }), columns, latency: 500 });
const filesSource = createServerDataSource(server, { getTreeDataPath: (row) => row.path });

export default function ServerSideTreeDataBasic() {
  const { dataSource, entries } = useRequestLog(filesSource);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 420 }}>
        <DataGridPro
          columns={columns}
          dataSource={dataSource}
          treeData
          groupingColDef={{ headerName: 'Name', width: 260 }}
          label="Project files loaded folder by folder"
          showToolbar
          pagination
          pageSizeOptions={[5, 10, 20]}
          initialState={{ pagination: { paginationModel: { pageSize: 5, page: 0 } } }}
        />
      </Box>
      <RequestLog entries={entries} />
    </Stack>
  );
}
