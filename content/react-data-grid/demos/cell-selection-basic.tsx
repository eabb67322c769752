import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { commodityDataset } from '../../demo-data/commodity-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

export default function CellSelectionBasic() {
  const [rowSelection, setRowSelection] = React.useState(false);
  const { rows, columns, loading } = useDemoData({ dataset: commodityDataset, rowCount: 40, maxColumns: 7 });

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={rowSelection} onChange={(event) => setRowSelection(event.target.checked)} />}
        label="Row selection too"
      />
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          loading={loading}
          label="Trades; drag across cells to select a range"
          cellSelection
          rowSelection={rowSelection}
          checkboxSelection={rowSelection}
          disableRowSelectionOnClick
        />
      </Box>
    </Box>
  );
}
