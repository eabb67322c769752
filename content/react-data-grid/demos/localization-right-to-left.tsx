import * as React from 'react';
import Box from '@mui/material/Box';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { prefixer } from 'stylis';
import rtlPluginImport from 'stylis-plugin-rtl';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { arSD } from '@mui/x-data-grid/locales';

// Emotion flips left and right in every style written inside this cache.
// A server render loads the package's CommonJS build, which hands over the plugin under `default`.
const rtlPlugin = (rtlPluginImport as unknown as { default?: typeof rtlPluginImport }).default ?? rtlPluginImport;
const rtlCache = createCache({ key: 'grid-rtl', stylisPlugins: [prefixer, rtlPlugin] });

interface CityRow {
  id: number;
  city: string;
  country: string;
  population: number;
}

const columns: GridColDef<CityRow>[] = [
  { field: 'city', headerName: 'المدينة', width: 150 },
  { field: 'country', headerName: 'البلد', width: 150 },
  { field: 'population', headerName: 'عدد السكان', type: 'number', width: 150 },
];

const rows: CityRow[] = [
  { id: 1, city: 'القاهرة', country: 'مصر', population: 10_230_000 },
  { id: 2, city: 'الرياض', country: 'السعودية', population: 7_680_000 },
  { id: 3, city: 'عمّان', country: 'الأردن', population: 4_640_000 },
  { id: 4, city: 'الدار البيضاء', country: 'المغرب', population: 3_360_000 },
  { id: 5, city: 'تونس', country: 'تونس', population: 1_060_000 },
];

export default function LocalizationRightToLeft() {
  const mode = useTheme().palette.mode;
  // Keep the page's light or dark mode; switch the direction and the grid's texts to Arabic.
  const rtlTheme = React.useMemo(() => createTheme({ palette: { mode }, direction: 'rtl' }, arSD), [mode]);

  return (
    <CacheProvider value={rtlCache}>
      <ThemeProvider theme={rtlTheme}>
        <Box dir="rtl" sx={{ height: 360, width: '100%' }}>
          <DataGrid rows={rows} columns={columns} label="مدن عربية" showToolbar />
        </Box>
      </ThemeProvider>
    </CacheProvider>
  );
}
