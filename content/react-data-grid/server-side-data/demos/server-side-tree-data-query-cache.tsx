import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridDataSourceCache, type GridGetRowsParams } from '@mui/x-data-grid-pro';
import { QueryClient } from '@tanstack/react-query';
import { createFakeGridServer } from '../../../demo-data/fake-grid-server';
import { createFileTreeRows, type FileTreeRow } from '../../../demo-data/file-tree-rows';
import { createServerDataSource, type ServerGetRowsParams } from '../../../demo-data/server-data-source';

const columns: GridColDef<FileTreeRow>[] = [
  { field: 'kind', headerName: 'Kind', width: 100 },
  { field: 'sizeKb', headerName: 'Size (KB)', type: 'number', width: 110 },
];
const server = createFakeGridServer({ rows: createFileTreeRows({ seed: 9 }), columns, latency: 500 });
const dataSource = createServerDataSource(server, { getTreeDataPath: (row) => row.path });

// One client for the whole app: the grid's answers sit next to the app's other queries.
const queryClient = new QueryClient({ defaultOptions: { queries: { gcTime: 30 * 60_000 } } });

/** A query key for a request: every parameter that changes the answer. */
const queryKeyOf = ({ groupKeys, sortModel, filterModel, start, end }: ServerGetRowsParams) => [
  'project-files',
  { groupKeys: groupKeys ?? [], sortModel, filterModel, start, end },
];

const queryCache: GridDataSourceCache = {
  set: (params: GridGetRowsParams, answer) => queryClient.setQueryData(queryKeyOf(params), answer),
  get: (params: GridGetRowsParams) => queryClient.getQueryData(queryKeyOf(params)),
  clear: () => queryClient.removeQueries({ queryKey: ['project-files'] }),
};

export default function ServerSideTreeDataQueryCache() {
  const [entries, setEntries] = React.useState(0);

  // Shows how many answers TanStack Query holds, whenever its cache changes.
  React.useEffect(() => {
    const cache = queryClient.getQueryCache();
    const count = () => setEntries(cache.findAll({ queryKey: ['project-files'] }).length);
    count();
    return cache.subscribe(count);
  }, []);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" role="status">
          {entries} {entries === 1 ? 'answer' : 'answers'} in the query cache
        </Typography>
        <Button size="small" variant="outlined" onClick={() => queryCache.clear()}>
          Empty the cache
        </Button>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          columns={columns}
          dataSource={dataSource}
          dataSourceCache={queryCache}
          treeData
          groupingColDef={{ headerName: 'Name', width: 280 }}
          label="Project files cached by TanStack Query"
        />
      </Box>
    </Stack>
  );
}
