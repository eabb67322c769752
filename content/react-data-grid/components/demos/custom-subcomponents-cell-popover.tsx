import * as React from 'react';
import Box from '@mui/material/Box';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { employeeDataset } from '../../../demo-data/employee-columns';
import { useDemoData } from '../../../demo-data/use-demo-data';

export default function CustomSubcomponentsCellPopover() {
  const { rows, columns } = useDemoData({ dataset: employeeDataset, rowCount: 15, maxColumns: 4 });
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const [text, setText] = React.useState('');

  // Each cell element carries data-field, and its row carries data-id: enough to find the value.
  const handleMouseEnter = (event: React.MouseEvent<HTMLElement>) => {
    const cell = event.currentTarget;
    const field = cell.getAttribute('data-field');
    const rowId = cell.closest('[data-id]')?.getAttribute('data-id');
    const row = rows.find((candidate) => String(candidate.id) === rowId);
    if (!field || !row) {
      return;
    }
    const value = String((row as Record<string, unknown>)[field] ?? '');
    setText(`${value.length} character${value.length === 1 ? '' : 's'}`);
    setAnchor(cell);
  };

  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        label="Employees (hover a cell)"
        slotProps={{ cell: { onMouseEnter: handleMouseEnter, onMouseLeave: () => setAnchor(null) } }}
      />
      <Popover
        // The popover only informs: it must not take the pointer or the focus away from the grid.
        sx={{ pointerEvents: 'none' }}
        open={anchor !== null}
        anchorEl={anchor}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        onClose={() => setAnchor(null)}
        disableRestoreFocus
        disableAutoFocus
        disableEnforceFocus
      >
        <Typography variant="body2" sx={{ p: 1 }}>
          {text}
        </Typography>
      </Popover>
    </Box>
  );
}
