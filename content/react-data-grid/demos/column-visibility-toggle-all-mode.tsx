import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid } from '@mui/x-data-grid';
import { commodityDataset } from '../../demo-data/commodity-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

export default function ColumnVisibilityToggleAllMode() {
  const { rows, columns, loading } = useDemoData({ dataset: commodityDataset, rowCount: 20 });
  const [filteredOnly, setFilteredOnly] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={filteredOnly} onChange={(event) => setFilteredOnly(event.target.checked)} />}
        label="Show/Hide All affects only the columns found by the search"
      />
      <Box sx={{ height: 480 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          loading={loading}
          label="Commodity trades"
          showToolbar
          slotProps={{ columnsManagement: { toggleAllMode: filteredOnly ? 'filteredOnly' : 'all' } }}
        />
      </Box>
    </Box>
  );
}
