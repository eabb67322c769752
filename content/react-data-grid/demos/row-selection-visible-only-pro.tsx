import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { commodityDataset } from '../../demo-data/commodity-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

export default function RowSelectionVisibleOnlyPro() {
  const [visibleOnly, setVisibleOnly] = React.useState(true);
  const { rows, columns, loading } = useDemoData({ dataset: commodityDataset, rowCount: 120, maxColumns: 5 });

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={visibleOnly} onChange={(event) => setVisibleOnly(event.target.checked)} />}
        label="checkboxSelectionVisibleOnly"
      />
      <Box sx={{ height: 400 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          loading={loading}
          label="Trades, paginated with checkboxes"
          checkboxSelection
          checkboxSelectionVisibleOnly={visibleOnly}
          pagination
          pageSizeOptions={[10, 25]}
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        />
      </Box>
    </Box>
  );
}
