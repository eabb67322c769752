import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddOutlined from '@mui/icons-material/AddOutlined';
import CheckOutlined from '@mui/icons-material/CheckOutlined';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import {
  DataGrid,
  GridActionsCellItem,
  GridRowModes,
  GridRowEditStopReasons,
  type GridColDef,
  type GridEventListener,
  type GridRowId,
  type GridRowModesModel,
} from '@mui/x-data-grid';

type Book = { id: number; title: string; author: string; copies: number; shelf: string; isNew?: boolean };

const firstBooks: Book[] = [
  { id: 1, title: 'The Quiet Orchard', author: 'Lena Fischer', copies: 3, shelf: 'Fiction' },
  { id: 2, title: 'Rivers of Salt', author: 'Samir Haddad', copies: 1, shelf: 'History' },
  { id: 3, title: 'Small Engines', author: 'Quinn Walsh', copies: 2, shelf: 'Technology' },
  { id: 4, title: 'A Map of Clouds', author: 'Vera Petrov', copies: 4, shelf: 'Science' },
];

export default function EditingCrud() {
  const [rows, setRows] = React.useState<Book[]>(firstBooks);
  const [rowModesModel, setRowModesModel] = React.useState<GridRowModesModel>({});
  const nextId = React.useRef(firstBooks.length + 1);

  const setRowMode = (id: GridRowId, mode: GridRowModes, ignoreModifications = false) =>
    setRowModesModel((model) => ({ ...model, [id]: { mode, ignoreModifications } }));

  const addBook = () => {
    const id = nextId.current++;
    setRows((current) => [{ id, title: '', author: '', copies: 1, shelf: 'Fiction', isNew: true }, ...current]);
    setRowModesModel((model) => ({ ...model, [id]: { mode: GridRowModes.Edit, fieldToFocus: 'title' } }));
  };

  const cancel = (id: GridRowId) => {
    setRowMode(id, GridRowModes.View, true);
    // A row that was never saved disappears instead of going back to empty values.
    setRows((current) => current.filter((row) => row.id !== id || !row.isNew));
  };

  // Leaving the row by clicking elsewhere keeps it in edit mode: the Save button is the way out.
  const handleRowEditStop: GridEventListener<'rowEditStop'> = (params, event) => {
    if (params.reason === GridRowEditStopReasons.rowFocusOut) event.defaultMuiPrevented = true;
  };

  const processRowUpdate = (updated: Book) => {
    const saved = { ...updated, isNew: false };
    setRows((current) => current.map((row) => (row.id === saved.id ? saved : row)));
    return saved;
  };

  // The columns fit a 560 px grid, so the actions stay in view at a desktop width without scrolling sideways.
  const columns: GridColDef<Book>[] = [
    { field: 'title', headerName: 'Title', flex: 1, minWidth: 140, editable: true },
    { field: 'author', headerName: 'Author', flex: 1, minWidth: 120, editable: true },
    { field: 'copies', headerName: 'Copies', type: 'number', width: 80, editable: true },
    {
      field: 'shelf',
      headerName: 'Shelf',
      type: 'singleSelect',
      valueOptions: ['Fiction', 'History', 'Science', 'Technology'],
      width: 120,
      editable: true,
    },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Actions',
      width: 100,
      getActions: ({ id }) =>
        rowModesModel[id]?.mode === GridRowModes.Edit
          ? [
              <GridActionsCellItem
                key="save"
                icon={<CheckOutlined />}
                label="Save"
                onClick={() => setRowMode(id, GridRowModes.View)}
              />,
              <GridActionsCellItem key="cancel" icon={<CloseOutlined />} label="Cancel" onClick={() => cancel(id)} />,
            ]
          : [
              <GridActionsCellItem
                key="edit"
                icon={<EditOutlined />}
                label="Edit"
                onClick={() => setRowMode(id, GridRowModes.Edit)}
              />,
              <GridActionsCellItem
                key="delete"
                icon={<DeleteOutline />}
                label="Delete"
                onClick={() => setRows((current) => current.filter((row) => row.id !== id))}
              />,
            ],
    },
  ];

  return (
    <Box sx={{ width: '100%' }}>
      <Button startIcon={<AddOutlined />} onClick={addBook} sx={{ mb: 1 }}>
        Add book
      </Button>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          label="Library catalogue"
          editMode="row"
          rowModesModel={rowModesModel}
          onRowModesModelChange={setRowModesModel}
          onRowEditStop={handleRowEditStop}
          processRowUpdate={processRowUpdate}
          hideFooter
        />
      </Box>
    </Box>
  );
}
