import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListSubheader from '@mui/material/ListSubheader';
import {
  DataGrid,
  GridColumnMenuContainer,
  GridColumnMenuFilterItem,
  GridColumnMenuHideItem,
  GridColumnMenuSortItem,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';
import { employeeDataset } from '../../demo-data/employee-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

/** A menu of our own: a title, then some of the built-in items, chosen per column. */
function CompactColumnMenu({ hideMenu, colDef, ...other }: GridColumnMenuProps) {
  const isNumber = colDef.type === 'number';
  return (
    <GridColumnMenuContainer hideMenu={hideMenu} colDef={colDef} {...other}>
      <ListSubheader sx={{ lineHeight: 2.5 }}>{colDef.headerName ?? colDef.field}</ListSubheader>
      <GridColumnMenuSortItem onClick={hideMenu} colDef={colDef} />
      {/* Only number columns offer filtering in this menu. */}
      {isNumber && <GridColumnMenuFilterItem onClick={hideMenu} colDef={colDef} />}
      <Divider />
      <GridColumnMenuHideItem onClick={hideMenu} colDef={colDef} />
    </GridColumnMenuContainer>
  );
}

export default function ColumnMenuCustomComponent() {
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 30, maxColumns: 6 });
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        loading={loading}
        label="Employees"
        slots={{ columnMenu: CompactColumnMenu }}
      />
    </Box>
  );
}
