import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, type GridPaginationMeta, type GridPaginationModel } from '@mui/x-data-grid';
import { commodityDataset } from '../../demo-data/commodity-columns';
import { createDemoData } from '../../demo-data/demo-dataset';
import { createFakeGridServer } from '../../demo-data/fake-grid-server';
import type { CommodityRow } from '../../demo-data/commodity-rows';

const { rows: trades, columns } = createDemoData({ dataset: commodityDataset, rowCount: 800, maxColumns: 6 });
const server = createFakeGridServer({ rows: trades, columns });

export default function PaginationServerEstimatedCount() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: 20 });
  const [rows, setRows] = React.useState<CommodityRow[]>([]);
  const [paginationMeta, setPaginationMeta] = React.useState<GridPaginationMeta>({ hasNextPage: true });
  // -1 until the exact count is known; the footer meanwhile shows the estimate.
  const [rowCount, setRowCount] = React.useState(-1);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let latest = true;
    setLoading(true);
    void server.getPage(paginationModel).then((answer) => {
      if (!latest) return;
      setRows(answer.rows);
      setPaginationMeta({ hasNextPage: (paginationModel.page + 1) * paginationModel.pageSize < answer.rowCount });
      setLoading(false);
    });
    return () => {
      latest = false;
    };
  }, [paginationModel]);

  return (
    <Box sx={{ width: '100%' }}>
      <Button size="small" variant="outlined" sx={{ mb: 1 }} onClick={() => setRowCount(trades.length)}>
        Count the rows on the server
      </Button>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          loading={loading}
          label="Trades with an estimated total"
          paginationMode="server"
          estimatedRowCount={150}
          rowCount={rowCount}
          onRowCountChange={setRowCount}
          paginationMeta={paginationMeta}
          pageSizeOptions={[20, 50]}
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
        />
      </Box>
    </Box>
  );
}
