import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { GridActionsCellItem, type GridActionsColDef, type GridRowId, type GridValidRowModel } from '@mui/x-data-grid';

/** What a reader picked in a row's actions cell. */
export type DemoRowAction = 'edit' | 'delete';

/**
 * An `actions` column with "Edit" in the cell and "Delete" in the row's menu. The demo decides
 * what they do through `onAction`; without it the buttons are there but change nothing.
 */
export function createActionsColumn<R extends GridValidRowModel>(
  onAction?: (action: DemoRowAction, id: GridRowId) => void,
): GridActionsColDef<R> {
  return {
    field: 'actions',
    type: 'actions',
    headerName: 'Actions',
    width: 80,
    getActions: ({ id }) => [
      <GridActionsCellItem key="edit" icon={<EditOutlined />} label="Edit" onClick={() => onAction?.('edit', id)} />,
      <GridActionsCellItem
        key="delete"
        label="Delete"
        showInMenu
        onClick={() => onAction?.('delete', id)}
        icon={<DeleteOutline />}
      />,
    ],
  };
}
