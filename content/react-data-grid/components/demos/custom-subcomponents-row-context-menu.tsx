import * as React from 'react';
import Box from '@mui/material/Box';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { DataGrid, type GridRowId } from '@mui/x-data-grid';
import type { EmployeeRow } from '../../../demo-data/employee-rows';
import { employeeDataset } from '../../../demo-data/employee-columns';
import { useDemoData } from '../../../demo-data/use-demo-data';

export default function CustomSubcomponentsRowContextMenu() {
  const { rows: initialRows, columns } = useDemoData({ dataset: employeeDataset, rowCount: 12, maxColumns: 5 });
  const [rows, setRows] = React.useState<EmployeeRow[]>(initialRows);
  const [menu, setMenu] = React.useState<{ rowId: GridRowId; top: number; left: number } | null>(null);

  // slotProps.row passes extra props to every row element, here a context menu handler.
  const handleContextMenu = (event: React.MouseEvent<HTMLElement>) => {
    event.preventDefault();
    const rowId = event.currentTarget.getAttribute('data-id');
    if (rowId == null) {
      return;
    }
    setMenu({ rowId: Number(rowId), top: event.clientY, left: event.clientX });
  };

  const duplicateRow = () => {
    if (menu) {
      const original = rows.find((row) => row.id === menu.rowId);
      if (original) {
        const nextId = Math.max(...rows.map((row) => Number(row.id))) + 1;
        setRows([...rows, { ...original, id: nextId }]);
      }
    }
    setMenu(null);
  };

  const deleteRow = () => {
    if (menu) {
      setRows(rows.filter((row) => row.id !== menu.rowId));
    }
    setMenu(null);
  };

  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        label="Employees (right-click a row)"
        slotProps={{ row: { onContextMenu: handleContextMenu, style: { cursor: 'context-menu' } } }}
      />
      <Menu
        open={menu !== null}
        onClose={() => setMenu(null)}
        anchorReference="anchorPosition"
        anchorPosition={menu ? { top: menu.top, left: menu.left } : undefined}
        slotProps={{ root: { onContextMenu: (event: React.MouseEvent) => event.preventDefault() } }}
      >
        <MenuItem onClick={duplicateRow}>Duplicate row</MenuItem>
        <MenuItem onClick={deleteRow}>Delete row</MenuItem>
      </Menu>
    </Box>
  );
}
