import Box from '@mui/material/Box';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import {
  DataGrid,
  GridColumnMenu,
  useGridApiContext,
  type GridColumnMenuItemProps,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';
import { employeeDataset } from '../../../demo-data/employee-columns';
import { useDemoData } from '../../../demo-data/use-demo-data';

/** An extra item that sorts the column by its highest values first. */
function TopValuesItem({ colDef, onClick }: GridColumnMenuItemProps) {
  const apiRef = useGridApiContext();
  return (
    <MenuItem
      onClick={(event) => {
        apiRef.current.sortColumn(colDef.field, 'desc');
        onClick(event);
      }}
    >
      <ListItemText>Show highest first</ListItemText>
    </MenuItem>
  );
}

// The default menu, recomposed: number columns get the extra item, and the Name column cannot be hidden from its menu.
function PerColumnMenu(props: GridColumnMenuProps) {
  const { colDef } = props;
  return (
    <GridColumnMenu
      {...props}
      slots={{
        columnMenuUserItem: colDef.type === 'number' ? TopValuesItem : null,
        ...(colDef.field === 'name' ? { columnMenuColumnsItem: null } : {}),
      }}
      slotProps={{ columnMenuUserItem: { displayOrder: 5 } }}
    />
  );
}

export default function CustomSubcomponentsColumnMenu() {
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 30, maxColumns: 6 });

  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        loading={loading}
        label="Employees"
        slots={{ columnMenu: PerColumnMenu }}
      />
    </Box>
  );
}
