import * as React from 'react';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import Slider from '@mui/material/Slider';
import { DataGrid, useGridApiContext, type GridColDef, type GridRenderEditCellParams } from '@mui/x-data-grid';

type Recipe = { id: number; dish: string; spice: number; note: string };

const rows: Recipe[] = [
  { id: 1, dish: 'Green curry', spice: 70, note: 'Add basil at the end' },
  { id: 2, dish: 'Tomato soup', spice: 10, note: 'Blend until smooth' },
  { id: 3, dish: 'Chilli beans', spice: 90, note: 'Soak beans overnight' },
  { id: 4, dish: 'Lemon risotto', spice: 0, note: 'Stir often' },
];

/** Edits a 0–100 number with a slider; every move is sent to the grid right away. */
function SpiceEditCell({ id, field, value, hasFocus }: GridRenderEditCellParams<Recipe, number>) {
  const apiRef = useGridApiContext();
  const sliderRef = React.useRef<HTMLSpanElement>(null);

  React.useLayoutEffect(() => {
    if (hasFocus) sliderRef.current?.querySelector('input')?.focus();
  }, [hasFocus]);

  return (
    <Box sx={{ px: 2, width: '100%' }}>
      <Slider
        ref={sliderRef}
        size="small"
        value={value ?? 0}
        step={10}
        valueLabelDisplay="auto"
        aria-label="Spice level"
        onChange={(_event, next) => apiRef.current.setEditCellValue({ id, field, value: next as number })}
      />
    </Box>
  );
}

/** A text editor that tells the grid at most every 250 ms, and keeps its own copy so typing stays fluid. */
function NoteEditCell({ id, field, value: valueProp }: GridRenderEditCellParams<Recipe, string>) {
  const apiRef = useGridApiContext();
  const [value, setValue] = React.useState(valueProp ?? '');

  // When the grid's value changes (after the debounce, or from elsewhere), follow it.
  React.useEffect(() => setValue(valueProp ?? ''), [valueProp]);

  return (
    <InputBase
      autoFocus
      fullWidth
      value={value}
      inputProps={{ 'aria-label': 'Note' }}
      sx={{ px: 1 }}
      onChange={(event) => {
        setValue(event.target.value);
        apiRef.current.setEditCellValue({ id, field, value: event.target.value, debounceMs: 250 });
      }}
    />
  );
}

const columns: GridColDef<Recipe>[] = [
  { field: 'dish', headerName: 'Dish', width: 140 },
  {
    field: 'spice',
    headerName: 'Spice level',
    type: 'number',
    width: 180,
    editable: true,
    renderEditCell: (params) => <SpiceEditCell {...params} />,
  },
  {
    field: 'note',
    headerName: 'Note',
    flex: 1,
    minWidth: 200,
    editable: true,
    renderEditCell: (params) => <NoteEditCell {...params} />,
  },
];

export default function CustomEditComponentSlider() {
  return (
    <Box sx={{ height: 280, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} label="Recipes" hideFooter />
    </Box>
  );
}
