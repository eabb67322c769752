import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  DataGridPro,
  type GridColDef,
  type GridDataSource,
  type GridPaginationModel,
  type GridRenderCellParams,
} from '@mui/x-data-grid-pro';
import { createFakeGridServer } from '../../../demo-data/fake-grid-server';
import { createFileTreeRows, type FileTreeRow } from '../../../demo-data/file-tree-rows';

const files = createFileTreeRows({ breadth: 14, depth: 3, seed: 31 });
const server = createFakeGridServer({
  rows: files,
  columns: [
    { field: 'name' },
    { field: 'kind' },
    { field: 'sizeKb', type: 'number' },
  ] satisfies GridColDef<FileTreeRow>[],
  latency: 400,
});
const entryCount = new Map<string, number>();
for (const file of files) {
  const parent = file.path.slice(0, -1).join('/');
  entryCount.set(parent, (entryCount.get(parent) ?? 0) + 1);
}
const firstPage: GridPaginationModel = { page: 0, pageSize: 5 };

/** One folder's entries, a page at a time: every level of the tree gets its own pagination. */
function folderSource(folder: readonly string[]): GridDataSource {
  const inFolder = (row: FileTreeRow) =>
    row.path.length === folder.length + 1 && folder.every((part, index) => row.path[index] === part);
  return {
    getRows: (params) =>
      server.request(() => {
        const entries = server.query(params).filter(inFolder);
        return { rows: entries.slice(Number(params.start), params.end + 1), rowCount: entries.length };
      }),
  };
}

export default function ServerSideRecipesNestedPagination() {
  // The folders opened so far, outermost first; they stay pinned above the current level.
  const [openFolders, setOpenFolders] = React.useState<FileTreeRow[]>([]);
  // The page reached at each depth, so going back up returns to it.
  const [pages, setPages] = React.useState<GridPaginationModel[]>([firstPage]);
  const depth = openFolders.length;
  const dataSource = React.useMemo(() => folderSource(openFolders.at(-1)?.path ?? []), [openFolders]);

  const open = (row: FileTreeRow) => {
    setOpenFolders((previous) => [...previous, row]);
    setPages((previous) => [...previous.slice(0, depth + 1), firstPage]);
  };
  const closeTo = (row: FileTreeRow) => {
    const index = openFolders.findIndex((item) => item.id === row.id);
    setOpenFolders((previous) => previous.slice(0, index));
    setPages((previous) => previous.slice(0, index + 1));
  };

  const columns: GridColDef<FileTreeRow>[] = [
    {
      field: 'name',
      headerName: 'Name',
      width: 300,
      sortable: false,
      renderCell: ({ row }: GridRenderCellParams<FileTreeRow>) => {
        const pinned = openFolders.some((item) => item.id === row.id);
        const indent = (pinned ? row.path.length - 1 : depth) * 2;
        if (row.kind === 'file') return <Box sx={{ pl: indent + 4 }}>{row.name}</Box>;
        return (
          <Button
            size="small"
            sx={{ ml: indent, textTransform: 'none' }}
            aria-expanded={pinned}
            onClick={() => (pinned ? closeTo(row) : open(row))}
          >
            {pinned ? '▾' : '▸'} {row.name} ({entryCount.get(row.path.join('/')) ?? 0})
          </Button>
        );
      },
    },
    { field: 'kind', headerName: 'Kind', width: 100 },
    { field: 'sizeKb', headerName: 'Size (KB)', type: 'number', width: 110 },
  ];

  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        columns={columns}
        dataSource={dataSource}
        dataSourceCache={null}
        pinnedRows={{ top: openFolders }}
        pagination
        pageSizeOptions={[5, 10]}
        paginationModel={pages[depth] ?? firstPage}
        onPaginationModelChange={(model) =>
          setPages((previous) => previous.map((page, index) => (index === depth ? model : page)))
        }
        label="Project files, one paginated folder at a time"
      />
    </Box>
  );
}
