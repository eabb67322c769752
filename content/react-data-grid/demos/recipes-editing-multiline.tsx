import * as React from 'react';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import {
  DataGrid,
  useGridApiContext,
  type GridColDef,
  type GridRenderCellParams,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

type Speaker = { id: number; name: string; abstract: string };

const rows: Speaker[] = [
  {
    id: 1,
    name: 'Farah Aziz',
    abstract: 'Shipping accessible charts.\nWhat screen readers need from a line chart, and how to give it to them.',
  },
  {
    id: 2,
    name: 'Goran Novak',
    abstract: 'Tables at scale.\nVirtualisation, sticky headers and the cost of a re-render.',
  },
  { id: 3, name: 'Ines Duarte', abstract: 'Forms people finish.\nFive patterns from a year of usability tests.' },
];

/** Shows the text on several lines, clipped to the row. */
function MultilineCell({ value }: GridRenderCellParams<Speaker, string>) {
  return <Box sx={{ whiteSpace: 'pre-line', lineHeight: 1.4, py: 0.5, overflow: 'hidden' }}>{value}</Box>;
}

/** A text area in a popup over the cell, so it can grow past the row height. */
function MultilineEditCell({ id, field, value, colDef, hasFocus }: GridRenderEditCellParams<Speaker, string>) {
  const apiRef = useGridApiContext();
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const inputRef = React.useRef<HTMLTextAreaElement>(null);

  React.useLayoutEffect(() => {
    if (hasFocus) inputRef.current?.focus();
  }, [hasFocus, anchor]);

  const handleKeyDown = (event: React.KeyboardEvent) => {
    // Plain Enter adds a line; Ctrl/⌘+Enter lets the grid commit, Escape still reverts.
    if (event.key === 'Enter' && !(event.ctrlKey || event.metaKey)) event.stopPropagation();
  };

  return (
    <Box ref={setAnchor} sx={{ alignSelf: 'flex-start', width: colDef.computedWidth, height: 1 }}>
      {anchor && (
        <Popper open anchorEl={anchor} placement="bottom-start" sx={{ zIndex: 'modal' }}>
          <Paper elevation={2} sx={{ p: 1, width: colDef.computedWidth }}>
            <InputBase
              multiline
              minRows={4}
              fullWidth
              inputRef={inputRef}
              value={value ?? ''}
              inputProps={{ 'aria-label': 'Abstract, Ctrl+Enter to save' }}
              onKeyDown={handleKeyDown}
              onChange={(event) => apiRef.current.setEditCellValue({ id, field, value: event.target.value })}
            />
          </Paper>
        </Popper>
      )}
    </Box>
  );
}

const columns: GridColDef<Speaker>[] = [
  { field: 'name', headerName: 'Speaker', width: 140 },
  {
    field: 'abstract',
    headerName: 'Abstract',
    flex: 1,
    minWidth: 320,
    editable: true,
    renderCell: (params) => <MultilineCell {...params} />,
    renderEditCell: (params) => <MultilineEditCell {...params} />,
  },
];

export default function RecipesEditingMultiline() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} rowHeight={64} label="Talk abstracts" hideFooter />
    </Box>
  );
}
