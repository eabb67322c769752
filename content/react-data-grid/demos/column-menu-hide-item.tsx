import Box from '@mui/material/Box';
import { DataGrid, GridColumnMenu, type GridColumnMenuProps } from '@mui/x-data-grid';
import { commodityDataset } from '../../demo-data/commodity-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

// `null` removes an item: here "Hide column" and "Manage columns" (the columns item).
function MenuWithoutColumnsItem(props: GridColumnMenuProps) {
  return <GridColumnMenu {...props} slots={{ columnMenuColumnsItem: null }} />;
}

export default function ColumnMenuHideItem() {
  const { rows, columns, loading } = useDemoData({ dataset: commodityDataset, rowCount: 30, maxColumns: 6 });
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        loading={loading}
        label="Commodity trades"
        slots={{ columnMenu: MenuWithoutColumnsItem }}
      />
    </Box>
  );
}
