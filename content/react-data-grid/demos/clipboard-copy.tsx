import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { commodityDataset } from '../../demo-data/commodity-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

export default function ClipboardCopy() {
  const { rows, columns, loading } = useDemoData({ dataset: commodityDataset, rowCount: 20, maxColumns: 5 });
  const [pasted, setPasted] = React.useState('');

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 320 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          loading={loading}
          label="Trades to copy from"
          cellSelection
          checkboxSelection
          disableRowSelectionOnClick
        />
      </Box>
      {/* Select cells or rows above, press Ctrl+C (⌘C), then paste here to see the tab-separated text. */}
      <TextField
        label="Paste the copied text here"
        multiline
        minRows={3}
        fullWidth
        value={pasted}
        onChange={(event) => setPasted(event.target.value)}
        sx={{ mt: 1 }}
        slotProps={{ htmlInput: { style: { fontFamily: 'monospace', tabSize: 12 } } }}
      />
    </Box>
  );
}
