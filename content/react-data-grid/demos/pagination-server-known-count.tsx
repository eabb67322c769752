import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridPaginationModel } from '@mui/x-data-grid';
import { commodityDataset } from '../../demo-data/commodity-columns';
import { createDemoData } from '../../demo-data/demo-dataset';
import { createFakeGridServer } from '../../demo-data/fake-grid-server';
import type { CommodityRow } from '../../demo-data/commodity-rows';

const { rows: allTrades, columns } = createDemoData({ dataset: commodityDataset, rowCount: 300, maxColumns: 6 });
const server = createFakeGridServer({ rows: allTrades, columns });

export default function PaginationServerKnownCount() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: 10 });
  const [rows, setRows] = React.useState<CommodityRow[]>([]);
  // Updated only when an answer arrives, so it never turns undefined while a page loads.
  const [total, setTotal] = React.useState(0);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let latest = true;
    setLoading(true);
    void server.getPage(paginationModel).then((answer) => {
      if (!latest) return;
      setRows(answer.rows);
      setTotal(answer.rowCount);
      setLoading(false);
    });
    return () => {
      latest = false;
    };
  }, [paginationModel]);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        loading={loading}
        label="Trades, 300 on the server"
        paginationMode="server"
        rowCount={total}
        pageSizeOptions={[10, 20, 40]}
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
      />
    </Box>
  );
}
