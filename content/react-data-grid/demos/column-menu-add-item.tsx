import * as React from 'react';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import HighlightIcon from '@mui/icons-material/Highlight';
import { DataGrid, GridColumnMenu, type GridColumnMenuItemProps, type GridColumnMenuProps } from '@mui/x-data-grid';
import { employeeDataset } from '../../demo-data/employee-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

type Highlight = { highlighted: string | null; onHighlight: (field: string) => void };

// Hands the demo's state to the menu item without going through the grid's props.
const HighlightContext = React.createContext<Highlight>({ highlighted: null, onHighlight: () => {} });

/** A new menu item: it receives the column (`colDef`) and `onClick`, which closes the menu. */
function HighlightItem({ colDef, onClick }: GridColumnMenuItemProps) {
  const { highlighted, onHighlight } = React.useContext(HighlightContext);
  const active = highlighted === colDef.field;
  return (
    <MenuItem
      onClick={(event) => {
        onHighlight(colDef.field);
        onClick(event);
      }}
    >
      <ListItemIcon>
        <HighlightIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{active ? 'Remove highlight' : 'Highlight column'}</ListItemText>
    </MenuItem>
  );
}

function MenuWithHighlight(props: GridColumnMenuProps) {
  return (
    <GridColumnMenu
      {...props}
      slots={{ columnMenuHighlightItem: HighlightItem }}
      // displayOrder 15 puts it between sorting (10) and filtering (20).
      slotProps={{ columnMenuHighlightItem: { displayOrder: 15 } }}
    />
  );
}

export default function ColumnMenuAddItem() {
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 30, maxColumns: 6 });
  const [highlighted, setHighlighted] = React.useState<string | null>('salary');
  const onHighlight = React.useCallback(
    (field: string) => setHighlighted((current) => (current === field ? null : field)),
    [],
  );

  const highlight = React.useMemo(() => ({ highlighted, onHighlight }), [highlighted, onHighlight]);

  const highlightedColumns = React.useMemo(
    () => columns.map((column) => ({ ...column, cellClassName: column.field === highlighted ? 'highlighted' : '' })),
    [columns, highlighted],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" role="status" sx={{ mb: 1 }}>
        Highlighted column: {highlighted ?? 'none'}
      </Typography>
      <HighlightContext.Provider value={highlight}>
        <Box sx={{ height: 360, '& .highlighted': { bgcolor: 'rgba(255, 200, 0, 0.18)' } }}>
          <DataGrid
            rows={rows}
            columns={highlightedColumns}
            loading={loading}
            label="Employees"
            slots={{ columnMenu: MenuWithHighlight }}
          />
        </Box>
      </HighlightContext.Provider>
    </Box>
  );
}
