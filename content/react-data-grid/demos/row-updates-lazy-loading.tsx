import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  useGridApiRef,
  type GridFetchRowsParams,
  type GridFilterModel,
  type GridSortModel,
} from '@mui/x-data-grid-pro';
import { commodityDataset } from '../../demo-data/commodity-columns';
import { createDemoData } from '../../demo-data/demo-dataset';
import { createFakeGridServer } from '../../demo-data/fake-grid-server';
import type { CommodityRow } from '../../demo-data/commodity-rows';

// 5,000 trades live "on the server"; the grid only ever holds the ones scrolled into view.
const { rows: allTrades, columns } = createDemoData({ dataset: commodityDataset, rowCount: 5000, maxColumns: 7 });
const server = createFakeGridServer({ rows: allTrades, columns, latency: 500 });

export default function RowUpdatesLazyLoading() {
  const apiRef = useGridApiRef();
  const [firstRows, setFirstRows] = React.useState<CommodityRow[]>([]);
  const [rowCount, setRowCount] = React.useState(0);
  const [sortModel, setSortModel] = React.useState<GridSortModel>([]);
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });
  // Bumped whenever sorting or filtering changes, so answers to older requests are dropped.
  const generation = React.useRef(0);
  const timer = React.useRef<ReturnType<typeof setTimeout>>(undefined);

  // The first screen of rows, fetched again whenever the sort or filter changes.
  React.useEffect(() => {
    generation.current += 1;
    const current = generation.current;
    server.getRows({ start: 0, end: 20, sortModel, filterModel }).then((page) => {
      if (current !== generation.current) return;
      setFirstRows(page.rows);
      setRowCount(page.rowCount);
    });
  }, [sortModel, filterModel]);

  // The grid calls this as blank rows scroll into view; wait for scrolling to pause before asking.
  const handleFetchRows = React.useCallback(
    (params: GridFetchRowsParams) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(async () => {
        const current = generation.current;
        const page = await server.getRows({
          start: params.firstRowToRender,
          end: params.lastRowToRender,
          sortModel: params.sortModel,
          filterModel: params.filterModel,
        });
        if (current !== generation.current) return;
        apiRef.current?.unstable_replaceRows(params.firstRowToRender, page.rows);
      }, 200);
    },
    [apiRef],
  );

  React.useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        apiRef={apiRef}
        rows={firstRows}
        columns={columns}
        label="Commodity trades, fetched by viewport"
        rowCount={rowCount}
        rowsLoadingMode="server"
        sortingMode="server"
        filterMode="server"
        sortModel={sortModel}
        filterModel={filterModel}
        onSortModelChange={setSortModel}
        onFilterModelChange={setFilterModel}
        onFetchRows={handleFetchRows}
        hideFooterPagination
      />
    </Box>
  );
}
