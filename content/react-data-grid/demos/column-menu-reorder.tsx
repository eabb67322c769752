import Box from '@mui/material/Box';
import { DataGrid, GridColumnMenu, type GridColumnMenuProps } from '@mui/x-data-grid';
import { commodityDataset } from '../../demo-data/commodity-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

// Smaller displayOrder comes first: columns (30 by default) now leads, sorting (10) closes the menu.
function ColumnsFirstMenu(props: GridColumnMenuProps) {
  return (
    <GridColumnMenu
      {...props}
      slotProps={{
        columnMenuColumnsItem: { displayOrder: 5 },
        columnMenuFilterItem: { displayOrder: 20 },
        columnMenuSortItem: { displayOrder: 40 },
      }}
    />
  );
}

export default function ColumnMenuReorder() {
  const { rows, columns, loading } = useDemoData({ dataset: commodityDataset, rowCount: 30, maxColumns: 6 });
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        loading={loading}
        label="Commodity trades"
        slots={{ columnMenu: ColumnsFirstMenu }}
      />
    </Box>
  );
}
