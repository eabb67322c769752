import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridCellModes,
  type GridCellModesModel,
  type GridCellParams,
  type GridColDef,
} from '@mui/x-data-grid';

type Score = { id: number; player: string; round1: number; round2: number };

const rows: Score[] = [
  { id: 1, player: 'Rosa', round1: 12, round2: 9 },
  { id: 2, player: 'Kofi', round1: 8, round2: 15 },
  { id: 3, player: 'Björn', round1: 10, round2: 11 },
];

const columns: GridColDef<Score>[] = [
  { field: 'player', headerName: 'Player', width: 120, editable: true },
  { field: 'round1', headerName: 'Round 1', type: 'number', width: 100, editable: true },
  { field: 'round2', headerName: 'Round 2', type: 'number', width: 100, editable: true },
];

/** Every cell of the model back in view mode (keeping their edits). */
function allToView(model: GridCellModesModel): GridCellModesModel {
  return Object.fromEntries(
    Object.entries(model).map(([id, fields]) => [
      id,
      Object.fromEntries(Object.keys(fields).map((field) => [field, { mode: GridCellModes.View }])),
    ]),
  );
}

export default function RecipesEditingSingleClick() {
  const [cellModesModel, setCellModesModel] = React.useState<GridCellModesModel>({});

  const handleCellClick = (params: GridCellParams, event: React.MouseEvent) => {
    if (!params.isEditable || params.cellMode === GridCellModes.Edit) return;
    // A click that did not land inside the cell (on a portal, for instance) is not a request to edit.
    if (!event.currentTarget.contains(event.target as Node)) return;
    setCellModesModel((model) => ({
      ...allToView(model),
      [params.id]: { ...allToView(model)[params.id], [params.field]: { mode: GridCellModes.Edit } },
    }));
  };

  return (
    <Box sx={{ height: 240, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        label="Quiz scores"
        hideFooter
        cellModesModel={cellModesModel}
        onCellModesModelChange={setCellModesModel}
        onCellClick={handleCellClick}
      />
    </Box>
  );
}
