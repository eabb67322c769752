import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import RestoreOutlined from '@mui/icons-material/RestoreOutlined';
import { DataGrid, GridActionsCellItem, useGridApiRef, type GridColDef, type GridRowId } from '@mui/x-data-grid';

type Seat = { id: number; passenger: string; seat: string; meal: string };

const seats: Seat[] = [
  { id: 1, passenger: 'Dana Moreau', seat: '12A', meal: 'Vegetarian' },
  { id: 2, passenger: 'Chen Wei', seat: '12B', meal: 'Standard' },
  { id: 3, passenger: 'Yusuf Aziz', seat: '14C', meal: 'Halal' },
  { id: 4, passenger: 'Ximena Silva', seat: '15F', meal: 'Standard' },
];

type Unsaved = { edited: Map<GridRowId, Seat>; deleted: Set<GridRowId>; originals: Map<GridRowId, Seat> };

const emptyUnsaved = (): Unsaved => ({ edited: new Map(), deleted: new Set(), originals: new Map() });

export default function RecipesEditingBulk() {
  const apiRef = useGridApiRef();
  const [unsaved, setUnsaved] = React.useState<Unsaved>(emptyUnsaved);
  const [saved, setSaved] = React.useState<string>('Nothing saved yet.');

  const remember = (id: GridRowId, original: Seat, change: (draft: Unsaved) => void) =>
    setUnsaved((current) => {
      const draft = { ...current, edited: new Map(current.edited), deleted: new Set(current.deleted) };
      draft.originals = new Map(current.originals);
      if (!draft.originals.has(id)) draft.originals.set(id, original);
      change(draft);
      return draft;
    });

  // Nothing is sent anywhere here: the edit is only noted, and the grid shows it.
  const processRowUpdate = (newRow: Seat, oldRow: Seat) => {
    remember(newRow.id, oldRow, (draft) => draft.edited.set(newRow.id, newRow));
    return newRow;
  };

  const toggleDelete = (row: Seat) =>
    remember(row.id, row, (draft) => {
      if (draft.deleted.has(row.id)) draft.deleted.delete(row.id);
      else draft.deleted.add(row.id);
    });

  const save = () => {
    // A real app would send one request with every change here.
    apiRef.current?.updateRows([...unsaved.deleted].map((id) => ({ id, _action: 'delete' as const })));
    setSaved(`Saved ${unsaved.edited.size} edited and ${unsaved.deleted.size} deleted rows.`);
    setUnsaved(emptyUnsaved());
  };

  const discard = () => {
    apiRef.current?.updateRows([...unsaved.originals.values()]);
    setUnsaved(emptyUnsaved());
  };

  const columns: GridColDef<Seat>[] = [
    { field: 'passenger', headerName: 'Passenger', width: 150, editable: true },
    { field: 'seat', headerName: 'Seat', width: 80, editable: true },
    { field: 'meal', headerName: 'Meal', width: 120, editable: true },
    {
      field: 'actions',
      type: 'actions',
      width: 70,
      getActions: ({ row }) => [
        unsaved.deleted.has(row.id) ? (
          <GridActionsCellItem key="undo" icon={<RestoreOutlined />} label="Keep" onClick={() => toggleDelete(row)} />
        ) : (
          <GridActionsCellItem key="delete" icon={<DeleteOutline />} label="Delete" onClick={() => toggleDelete(row)} />
        ),
      ],
    },
  ];

  const pending = unsaved.edited.size + unsaved.deleted.size;

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} alignItems="center">
        <Button size="small" variant="contained" disabled={pending === 0} onClick={save}>
          Save {pending > 0 ? `(${pending})` : ''}
        </Button>
        <Button size="small" disabled={pending === 0} onClick={discard}>
          Discard
        </Button>
        <Box component="span" role="status" sx={{ typography: 'body2', color: 'text.secondary' }}>
          {saved}
        </Box>
      </Stack>
      <Box
        sx={{
          height: 280,
          '& .row--edited': { bgcolor: 'warning.light' },
          '& .row--deleted': { bgcolor: 'error.light', textDecoration: 'line-through' },
        }}
      >
        <DataGrid
          apiRef={apiRef}
          rows={seats}
          columns={columns}
          label="Flight seating"
          hideFooter
          processRowUpdate={processRowUpdate}
          getRowClassName={({ id }) =>
            unsaved.deleted.has(id) ? 'row--deleted' : unsaved.edited.has(id) ? 'row--edited' : ''
          }
        />
      </Box>
    </Stack>
  );
}
