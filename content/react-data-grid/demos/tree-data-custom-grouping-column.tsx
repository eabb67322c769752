import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import {
  DataGridPro,
  GRID_TREE_DATA_GROUPING_FIELD,
  useGridApiContext,
  type DataGridProProps,
  type GridColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid-pro';
import { createFileTreeRows, type FileTreeRow } from '../../demo-data/file-tree-rows';

const rows = createFileTreeRows({ seed: 7, depth: 3, breadth: 4 });

const columns: GridColDef<FileTreeRow>[] = [
  { field: 'sizeKb', headerName: 'Size (KB)', type: 'number', width: 110 },
  { field: 'modified', headerName: 'Last modified', type: 'date', width: 150 },
];

const getTreeDataPath: DataGridProProps<FileTreeRow>['getTreeDataPath'] = (row) => row.path;

function FolderCell({ id, rowNode, row }: GridRenderCellParams<FileTreeRow>) {
  const apiRef = useGridApiContext();
  const isFolder = rowNode.type === 'group';
  const expanded = isFolder && rowNode.childrenExpanded === true;

  return (
    // Indent by depth ourselves: a custom cell replaces the default one and its indentation.
    <Stack direction="row" alignItems="center" spacing={0.5} sx={{ pl: rowNode.depth * 2, height: '100%' }}>
      {isFolder ? (
        <IconButton
          size="small"
          aria-label={`${expanded ? 'Close' : 'Open'} ${row.name}`}
          onClick={(event) => {
            event.stopPropagation();
            apiRef.current.setRowChildrenExpansion(id, !expanded);
          }}
        >
          <span aria-hidden>{expanded ? '📂' : '📁'}</span>
        </IconButton>
      ) : (
        <Box component="span" aria-hidden sx={{ width: 34, textAlign: 'center' }}>
          📄
        </Box>
      )}
      <span>{row.name}</span>
    </Stack>
  );
}

const groupingColDef: DataGridProProps['groupingColDef'] = {
  headerName: 'Folder or file',
  width: 280,
  renderCell: (params) => <FolderCell {...(params as GridRenderCellParams<FileTreeRow>)} />,
};

export default function TreeDataCustomGroupingColumn() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        treeData
        getTreeDataPath={getTreeDataPath}
        groupingColDef={groupingColDef}
        // The grouping column's field is a constant: use it to pin, hide or reorder that column.
        initialState={{ pinnedColumns: { left: [GRID_TREE_DATA_GROUPING_FIELD] } }}
        label="Project files with folder icons"
        disableRowSelectionOnClick
      />
    </Box>
  );
}
