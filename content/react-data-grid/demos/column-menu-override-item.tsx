import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import FilterAltIcon from '@mui/icons-material/FilterAltOutlined';
import {
  DataGrid,
  GridColumnMenu,
  useGridApiContext,
  type GridColumnMenuItemProps,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';
import { commodityDataset } from '../../demo-data/commodity-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

/** Replaces the default "Filter" item: the label names the column and the hint says what it opens. */
function NamedFilterItem({ colDef, onClick }: GridColumnMenuItemProps) {
  const apiRef = useGridApiContext();
  if (colDef.filterable === false) return null;
  return (
    <MenuItem
      onClick={(event) => {
        apiRef.current.showFilterPanel(colDef.field);
        onClick(event);
      }}
    >
      <ListItemIcon>
        <FilterAltIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText primary={`Filter by ${colDef.headerName ?? colDef.field}…`} secondary="Opens the filter panel" />
    </MenuItem>
  );
}

function MenuWithNamedFilter(props: GridColumnMenuProps) {
  return <GridColumnMenu {...props} slots={{ columnMenuFilterItem: NamedFilterItem }} />;
}

export default function ColumnMenuOverrideItem() {
  const { rows, columns, loading } = useDemoData({ dataset: commodityDataset, rowCount: 30, maxColumns: 6 });
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        loading={loading}
        label="Commodity trades"
        slots={{ columnMenu: MenuWithNamedFilter }}
      />
    </Box>
  );
}
