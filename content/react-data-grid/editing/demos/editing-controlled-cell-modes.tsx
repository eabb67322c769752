import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  GridCellModes,
  type GridCellModesModel,
  type GridColDef,
  type GridCellParams,
} from '@mui/x-data-grid';

type Task = { id: number; title: string; owner: string; hours: number };

const rows: Task[] = [
  { id: 1, title: 'Write release notes', owner: 'Tara', hours: 3 },
  { id: 2, title: 'Review pull requests', owner: 'Emil', hours: 5 },
  { id: 3, title: 'Plan sprint demo', owner: 'Hana', hours: 2 },
];

const columns: GridColDef<Task>[] = [
  { field: 'title', headerName: 'Task', width: 200, editable: true },
  { field: 'owner', headerName: 'Owner', width: 120, editable: true },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 90, editable: true },
];

type CellRef = { id: Task['id']; field: string };

export default function EditingControlledCellModes() {
  const [cell, setCell] = React.useState<CellRef | null>(null);
  const [cellModesModel, setCellModesModel] = React.useState<GridCellModesModel>({});

  const mode = cell ? (cellModesModel[cell.id]?.[cell.field]?.mode ?? GridCellModes.View) : null;

  const setMode = (next: GridCellModes, ignoreModifications = false) => {
    if (!cell) return;
    setCellModesModel((model) => ({
      ...model,
      [cell.id]: { ...model[cell.id], [cell.field]: { mode: next, ignoreModifications } },
    }));
  };

  const handleCellClick = (params: GridCellParams<Task>) => {
    if (params.isEditable) setCell({ id: params.row.id, field: params.field });
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} alignItems="center">
        <Button
          size="small"
          variant="outlined"
          disabled={!cell || mode === GridCellModes.Edit}
          onClick={() => setMode(GridCellModes.Edit)}
        >
          Edit cell
        </Button>
        <Button
          size="small"
          variant="contained"
          disabled={mode !== GridCellModes.Edit}
          onClick={() => setMode(GridCellModes.View)}
        >
          Save
        </Button>
        <Button size="small" disabled={mode !== GridCellModes.Edit} onClick={() => setMode(GridCellModes.View, true)}>
          Discard
        </Button>
        <Box component="span" sx={{ typography: 'body2', color: 'text.secondary' }}>
          {cell ? `Cell: row ${cell.id}, ${cell.field} (${mode})` : 'Click an editable cell first'}
        </Box>
      </Stack>
      <Box sx={{ height: 240 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          label="Team tasks"
          hideFooter
          cellModesModel={cellModesModel}
          onCellModesModelChange={setCellModesModel}
          onCellClick={handleCellClick}
        />
      </Box>
    </Stack>
  );
}
