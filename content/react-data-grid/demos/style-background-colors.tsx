import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import type {} from '@mui/x-data-grid/themeAugmentation';
import { DataGrid } from '@mui/x-data-grid';
import { employeeDataset } from '../../demo-data/employee-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

// Two themes, one per mode, each with its own grid background colours.
const paperTheme = createTheme({
  palette: {
    mode: 'light',
    DataGrid: { bg: '#fbf8f1', headerBg: '#efe6d2', pinnedBg: '#f5eee0' },
  },
});

const nightTheme = createTheme({
  palette: {
    mode: 'dark',
    DataGrid: { bg: '#1d2633', headerBg: '#111821', pinnedBg: '#18202b' },
  },
});

export default function StyleBackgroundColors() {
  const [night, setNight] = React.useState(false);
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 20, maxColumns: 6 });

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={night} onChange={(event) => setNight(event.target.checked)} />}
        label="Dark theme"
      />
      <ThemeProvider theme={night ? nightTheme : paperTheme}>
        <Box sx={{ height: 360 }}>
          <DataGrid rows={rows} columns={columns} loading={loading} label="Employees" sx={{ color: 'text.primary' }} />
        </Box>
      </ThemeProvider>
    </Box>
  );
}
