import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { DataGridPro, type GridDataSource } from '@mui/x-data-grid-pro';
import { createDemoData } from '../../../demo-data/demo-dataset';
import { commodityDataset } from '../../../demo-data/commodity-columns';
import { createFakeGridServer } from '../../../demo-data/fake-grid-server';

const { rows, columns } = createDemoData({ dataset: commodityDataset, rowCount: 150, maxColumns: 5, seed: 3 });
const server = createFakeGridServer({ rows, columns, latency: 400 });

// Rows only, no count: which mode the grid uses depends on the `rowCount` prop alone.
const dataSource: GridDataSource = {
  getRows: async ({ start, end, sortModel, filterModel }) => {
    const page = await server.getRows({ start: Number(start), end: end + 1, sortModel, filterModel });
    return { rows: page.rows };
  },
};

export default function ServerSideLazyLoadingRowCount() {
  const [rowCount, setRowCount] = React.useState(-1);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <FormLabel id="lazy-row-count-label">rowCount</FormLabel>
        <RadioGroup
          row
          aria-labelledby="lazy-row-count-label"
          value={String(rowCount)}
          onChange={(event) => setRowCount(Number(event.target.value))}
        >
          <FormControlLabel value="-1" control={<Radio />} label="-1 (unknown)" />
          <FormControlLabel value="60" control={<Radio />} label="60 (too low)" />
          <FormControlLabel value="150" control={<Radio />} label="150 (exact)" />
        </RadioGroup>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          columns={columns}
          dataSource={dataSource}
          lazyLoading
          rowCount={rowCount}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 20 } } }}
          label="Trades with a changing row count"
        />
      </Box>
    </Stack>
  );
}
