import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import ArchiveIcon from '@mui/icons-material/ArchiveOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { DataGrid, GridActionsCellItem, type GridColDef, type GridRowId } from '@mui/x-data-grid';

type Invoice = { id: number; number: string; client: string; amount: number; archived: boolean };

const initialRows: Invoice[] = [
  { id: 1, number: 'INV-2031', client: 'Bluefin Studios', amount: 4200, archived: false },
  { id: 2, number: 'INV-2032', client: 'Harbour Bakery', amount: 380, archived: false },
  { id: 3, number: 'INV-2033', client: 'Kestrel Logistics', amount: 12650, archived: true },
];

type DeleteItemProps = {
  label: string;
  onConfirm: () => void;
  /** Read by the actions cell to put this element in the menu. */
  showInMenu: true;
  /** Passed by the actions cell to every menu element. */
  closeMenu?: () => void;
};

/** A menu action that asks first: the menu must stay mounted while its dialog is open. */
function DeleteWithConfirmation({ label, onConfirm, closeMenu }: DeleteItemProps) {
  const [open, setOpen] = React.useState(false);
  const close = () => {
    setOpen(false);
    closeMenu?.();
  };

  return (
    <React.Fragment>
      <GridActionsCellItem
        icon={<DeleteIcon />}
        label={label}
        showInMenu
        closeMenuOnClick={false}
        onClick={() => setOpen(true)}
      />
      <Dialog open={open} onClose={close} aria-labelledby="delete-invoice-title">
        <DialogTitle id="delete-invoice-title">Delete this invoice?</DialogTitle>
        <DialogContent>
          <DialogContentText>The invoice is removed from the list. This demo cannot undo it.</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Keep it</Button>
          <Button
            color="error"
            onClick={() => {
              onConfirm();
              close();
            }}
          >
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </React.Fragment>
  );
}

export default function ColumnDefinitionActionsDialog() {
  const [rows, setRows] = React.useState(initialRows);

  const columns = React.useMemo<GridColDef<Invoice>[]>(
    () => [
      { field: 'number', headerName: 'Invoice', width: 120 },
      { field: 'client', headerName: 'Client', width: 180 },
      { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 120 },
      { field: 'archived', headerName: 'Archived', type: 'boolean', width: 100 },
      {
        field: 'actions',
        type: 'actions',
        width: 70,
        getActions: ({ id, row }) => [
          <GridActionsCellItem
            key="archive"
            icon={<ArchiveIcon />}
            label={row.archived ? 'Unarchive' : 'Archive'}
            showInMenu
            onClick={() =>
              setRows((list) => list.map((item) => (item.id === id ? { ...item, archived: !item.archived } : item)))
            }
          />,
          <DeleteWithConfirmation
            key="delete"
            showInMenu
            label="Delete…"
            onConfirm={() => setRows((list) => list.filter((item) => item.id !== (id as GridRowId)))}
          />,
        ],
      },
    ],
    [],
  );

  return (
    <Box sx={{ height: 280, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} label="Invoices" hideFooter />
    </Box>
  );
}
