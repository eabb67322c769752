import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GRID_CHECKBOX_SELECTION_COL_DEF, type GridColDef } from '@mui/x-data-grid';
import { commodityDataset } from '../../demo-data/commodity-columns';
import { useDemoData } from '../../demo-data/use-demo-data';
import type { CommodityRow } from '../../demo-data/commodity-rows';

export default function RowSelectionCustomCheckboxColumn() {
  const { rows, columns, loading } = useDemoData({ dataset: commodityDataset, rowCount: 50, maxColumns: 5 });

  // Our own copy of the checkbox column, wider and with a header label, placed second.
  const withCheckboxes = React.useMemo<GridColDef<CommodityRow>[]>(() => {
    const checkboxColumn: GridColDef<CommodityRow> = { ...GRID_CHECKBOX_SELECTION_COL_DEF, width: 90 };
    return [...columns.slice(0, 1), checkboxColumn, ...columns.slice(1)];
  }, [columns]);

  return (
    <Box sx={{ height: 380, width: '100%' }}>
      {/* `checkboxSelection` stays on: without it the grid drops the checkbox column. */}
      <DataGrid
        rows={rows}
        columns={withCheckboxes}
        loading={loading}
        label="Trades with a moved checkbox column"
        checkboxSelection
      />
    </Box>
  );
}
